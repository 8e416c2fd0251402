import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import type { CookieSpec } from "./session";

// A sign-in whose password was right for an account with a second factor: no session yet, only this sealed,
// short-lived cookie naming the account until the code comes (POST /api/auth/login/second-factor). Its nonce is spent
// by the sign-in it completes, so one password opens at most one session.
export const PENDING_SIGN_IN_COOKIE = "pv_sign_in";
const PENDING_SECONDS = 5 * 60;

type PendingSignIn = { userId: number; rememberMe: boolean; nonce: string; expiresAt: number };

export const sealPendingSignIn = (pending: Pick<PendingSignIn, "userId" | "rememberMe">) =>
  sealData(
    { ...pending, nonce: randomBytes(16).toString("base64url"), expiresAt: Date.now() + PENDING_SECONDS * 1000 },
    { password: env().SESSION_SECRET, ttl: PENDING_SECONDS },
  );

/** The pending sign-in the cookie names, or null when it is missing, forged or older than five minutes. */
export async function openPendingSignIn(value: string | undefined | null): Promise<PendingSignIn | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<PendingSignIn>>(value, {
      password: env().SESSION_SECRET,
      ttl: PENDING_SECONDS,
    });
    const { userId, rememberMe, nonce, expiresAt } = data;
    if (typeof userId !== "number" || typeof nonce !== "string" || typeof expiresAt !== "number") return null;
    return { userId, rememberMe: rememberMe === true, nonce, expiresAt };
  } catch {
    return null;
  }
}

export const pendingSignInCookie = (value: string): CookieSpec => ({
  name: PENDING_SIGN_IN_COOKIE,
  value,
  httpOnly: true,
  sameSite: "lax",
  secure: env().APP_URL.startsWith("https://"),
  path: "/",
  maxAge: value ? PENDING_SECONDS : 0,
});
