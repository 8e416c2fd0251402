import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import { IDLE_SESSION_SECONDS, REMEMBER_ME_SECONDS, SESSION_COOKIE } from "./session-config";

type SessionData = { sid?: string };

// The seal itself never expires; the session row's expiry is what counts (revocable).
export const sealSessionId = (sid: string) => sealData({ sid } satisfies SessionData, { password: env().SESSION_SECRET, ttl: 0 });

export async function unsealSessionId(cookieValue: string | undefined | null): Promise<string | null> {
  if (!cookieValue) return null;
  try {
    const data = await unsealData<SessionData>(cookieValue, { password: env().SESSION_SECRET, ttl: 0 });
    return typeof data.sid === "string" ? data.sid : null;
  } catch {
    return null;
  }
}

export type CookieSpec = {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
};

/** Remember me keeps the cookie 30 days; otherwise it ends with the browser. */
export function sessionCookie(value: string, rememberMe: boolean): CookieSpec {
  return {
    name: SESSION_COOKIE,
    value,
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https://"),
    path: "/",
    ...(rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  };
}

export const clearedSessionCookie = (): CookieSpec => ({ ...sessionCookie("", false), maxAge: 0 });

export const sessionLifetimeSeconds = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SECONDS : IDLE_SESSION_SECONDS);
