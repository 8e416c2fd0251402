import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import { IDLE_SESSION_SECONDS, REMEMBER_ME_SECONDS, SESSION_COOKIE } from "./session-config";

type SessionData = { sid?: string };

// The seal itself never expires; the session row's expiry is what counts (revocable).
export async function sealSessionId(sid: string): Promise<string> {
  const sealed = await sealData({ sid } satisfies SessionData, { password: env().SESSION_SECRET, ttl: 0 });
  remember(sealed, sid); // the browser's next request sends it straight back
  return sealed;
}

export async function unsealSessionId(cookieValue: string | undefined | null): Promise<string | null> {
  if (!cookieValue) return null;
  try {
    const data = await unsealData<SessionData>(cookieValue, { password: env().SESSION_SECRET, ttl: 0 });
    return typeof data.sid === "string" ? data.sid : null;
  } catch {
    return null;
  }
}

// Unsealing costs two PBKDF2 derivations, an HMAC and an AES decryption through WebCrypto (thread-pool jobs and
// promises: over a millisecond per request under load, docs/benchmark.md), and a browser sends the same cookie
// with every request: each process remembers the session ids of the last UNSEALED_CAP cookies it sealed or
// unsealed. Only a genuine seal is ever remembered (one cannot be forged without the secret), and the session row,
// looked up on every request, still decides whether the session is valid.
const UNSEALED_CAP = 10_000;
let remembered: { secret: string; ids: Map<string, string> } | undefined;

function rememberedIds(): Map<string, string> {
  const secret = env().SESSION_SECRET;
  const unsealed = (remembered ??= { secret, ids: new Map() });
  if (unsealed.secret !== secret) unsealed.ids.clear();
  unsealed.secret = secret;
  return unsealed.ids;
}

function remember(cookieValue: string, sid: string) {
  const ids = rememberedIds();
  if (ids.size >= UNSEALED_CAP) ids.delete(ids.keys().next().value as string);
  ids.set(cookieValue, sid);
}

/** unsealSessionId, remembered per cookie (and known from the start for cookies this process sealed). */
export async function sessionIdFromCookie(cookieValue: string | undefined | null): Promise<string | null> {
  if (!cookieValue) return null;
  const known = rememberedIds().get(cookieValue);
  if (known !== undefined) return known;
  const sid = await unsealSessionId(cookieValue);
  if (sid) remember(cookieValue, sid);
  return sid;
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

export const sessionLifetimeSeconds = (rememberMe: boolean) =>
  rememberMe ? REMEMBER_ME_SECONDS : IDLE_SESSION_SECONDS;
