import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { forbidden, unauthorized } from "@/lib/errors";
import { hasPvPlusAccess, isAdmin, isStaff } from "@/lib/roles";
import { findSessionActor } from "@/lib/server/accounts/find-session-actor";
import { pageData } from "@/lib/outage";
import type { Actor } from "@/lib/server/accounts/types";
import { sessionIdFromCookie } from "./session";
import { SESSION_COOKIE } from "./session-config";
import { hashToken } from "./tokens";

export type { Actor };
export type RoleGate = "user" | "pv_plus" | "staff" | "admin";

export async function actorFromCookie(cookieValue: string | undefined | null): Promise<Actor | null> {
  const sid = await sessionIdFromCookie(cookieValue);
  return sid ? findSessionActor(hashToken(sid)) : null;
}

/** For server components and pages: the signed-in user of this request, once per render (an outage: see pageData). */
export const getActor = cache(async () => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  return pageData(() => actorFromCookie(cookie));
});

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

export function allows(actor: Actor, gate: RoleGate): boolean {
  if (gate === "admin") return isAdmin(actor.roles);
  if (gate === "staff") return isStaff(actor.roles);
  if (gate === "pv_plus") return hasPvPlusAccess(actor.roles);
  return true;
}

export function requireRole(actor: Actor | null, gate: RoleGate): Actor {
  const user = requireUser(actor);
  if (!allows(user, gate)) throw forbidden("You don't have permission to do this");
  return user;
}
