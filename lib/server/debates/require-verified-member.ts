import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { forbidden, unauthorized } from "@/lib/errors";

/** Voting and creating debates need a signed-in, active account with a verified email (decisions.md). */
export function requireVerifiedMember(actor: Actor | null): Actor {
  if (!actor) throw unauthorized("Authentication required");
  if (actor.status === "suspended") throw forbidden("Your account is suspended");
  if (actor.status !== "active") throw forbidden("Your account is not active");
  if (!actor.emailVerified) throw forbidden("Email verification required");
  return actor;
}
