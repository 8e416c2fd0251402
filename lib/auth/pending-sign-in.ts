import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import type { CookieSpec } from "./session";

// A sign-in whose password was right for an account with a second factor: no session yet, only this sealed,
// short-lived cookie naming the account until the code comes (POST /api/auth/login/second-factor).
export const PENDING_SIGN_IN_COOKIE = "pv_sign_in";
const PENDING_SECONDS = 5 * 60;

type PendingSignIn = { userId: number; rememberMe: boolean };

export const sealPendingSignIn = (pending: PendingSignIn) =>
  sealData(pending, { password: env().SESSION_SECRET, ttl: PENDING_SECONDS });

/** The pending sign-in the cookie names, or null when it is missing, forged or older than five minutes. */
export async function openPendingSignIn(value: string | undefined | null): Promise<PendingSignIn | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<PendingSignIn>>(value, {
      password: env().SESSION_SECRET,
      ttl: PENDING_SECONDS,
    });
    return typeof data.userId === "number" ? { userId: data.userId, rememberMe: data.rememberMe === true } : null;
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
