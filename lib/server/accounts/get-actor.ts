import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import type { Actor } from "@/lib/auth/actor";
import { sessionIdFromCookie } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { hashToken } from "@/lib/auth/tokens";
import { pageData } from "@/lib/outage";
import { touchSession } from "./touch-session";

/** The signed-in user behind a session cookie (touching the session: see touchSession), or null. */
export async function actorFromCookie(cookieValue: string | undefined | null): Promise<Actor | null> {
  const sid = await sessionIdFromCookie(cookieValue);
  return sid ? touchSession(hashToken(sid)) : null;
}

/** For server components and pages: the signed-in user of this request, once per render (an outage: see pageData). */
export const getActor = cache(async () => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  return pageData(() => actorFromCookie(cookie));
});
