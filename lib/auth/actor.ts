import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { findSessionActor } from "@/lib/server/accounts/find-session-actor";
import { pageData } from "@/lib/outage";
import type { Actor } from "@/lib/server/accounts/types";
import { sessionIdFromCookie } from "./session";
import { SESSION_COOKIE } from "./session-config";
import { hashToken } from "./tokens";

export type { Actor };

export async function actorFromCookie(cookieValue: string | undefined | null): Promise<Actor | null> {
  const sid = await sessionIdFromCookie(cookieValue);
  return sid ? findSessionActor(hashToken(sid)) : null;
}

/** For server components and pages: the signed-in user of this request, once per render (an outage: see pageData). */
export const getActor = cache(async () => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  return pageData(() => actorFromCookie(cookie));
});
