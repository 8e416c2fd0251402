import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import type { CookieSpec } from "./session";

/**
 * The device cookie: 32 random bytes set at sign-in, kept 400 days (the longest a browser keeps one), stored only as
 * its SHA-256 (known_devices). It names a browser profile, never an account, and is read at sign-in alone
 * (docs/decisions/0022-sessions.md).
 */
export const DEVICE_COOKIE = "pv_device";
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token a request carries, or a fresh one when it carries none (or one we never made). */
export function deviceTokenOf(cookieValue: string | undefined | null): string {
  return cookieValue && DEVICE_TOKEN.test(cookieValue) ? cookieValue : randomBytes(32).toString("base64url");
}

export const deviceCookie = (value: string): CookieSpec => ({
  name: DEVICE_COOKIE,
  value,
  httpOnly: true,
  sameSite: "lax",
  secure: env().APP_URL.startsWith("https://"),
  path: "/",
  maxAge: DEVICE_COOKIE_SECONDS,
});
