// Who may do what: every authorisation rule of the site, each written once with its message (decisions.md 'Staff',
// 'Moderation people can trust'). Isomorphic: the server throws these, the client asks the same predicates to hide
// what the server would refuse. Role ladders live in lib/roles.ts; withRoute applies the gates (lib/api/with-route.ts).
import { AppError, forbidden, unauthorized } from "@/lib/errors";
import { hasPvPlusAccess, isAdmin, isStaff, type Role } from "@/lib/roles";
import type { Actor } from "@/lib/auth/actor";

export type RoleGate = "user" | "pv_plus" | "staff" | "admin";

export const NO_PERMISSION = "You don't have permission to do this";
export const ACCOUNT_SUSPENDED = "Your account is suspended";
export const ACCOUNT_NOT_ACTIVE = "Your account is not active";
export const EMAIL_VERIFICATION_REQUIRED = "Email verification required";
export const PV_PLUS_REQUIRED = "PV+ membership is required to join the discussion";
export const CANNOT_ACT_ON_SELF = "You cannot take this action on your own account";
export const MODERATOR_CANNOT_ACT_ON_STAFF =
  "Moderators cannot act on other staff members: only an admin can warn or punish a moderator or an admin";

/** Signed in: 401 for a visitor ('Authentication required'). */
export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

/** Whether the roles pass a gate: "user" any account, "pv_plus" PV+ access, "staff" moderator or admin, "admin". */
export function allows(actor: Pick<Actor, "roles">, gate: RoleGate): boolean {
  if (gate === "admin") return isAdmin(actor.roles);
  if (gate === "staff") return isStaff(actor.roles);
  if (gate === "pv_plus") return hasPvPlusAccess(actor.roles);
  return true;
}

/** Signed in and through the gate: 401, then 403 'You don't have permission to do this'. */
export function requireRole(actor: Actor | null, gate: RoleGate): Actor {
  const user = requireUser(actor);
  if (!allows(user, gate)) throw forbidden(NO_PERMISSION);
  return user;
}

/**
 * Not suspended: a suspended account changes nothing until its suspension ends (withRoute checks every
 * state-changing call, except those routes that opt out: signing out and appealing).
 */
export function assertNotSuspended(actor: Pick<Actor, "status">): void {
  if (actor.status === "suspended") throw new AppError("SUSPENDED", ACCOUNT_SUSPENDED);
}

/**
 * A verified member: signed in, not suspended, active, with a verified email (voting, creating debates, decisions.md).
 */
export function requireVerifiedMember(actor: Actor | null): Actor {
  const user = requireUser(actor);
  assertNotSuspended(user);
  if (user.status !== "active") throw forbidden(ACCOUNT_NOT_ACTIVE);
  if (!user.emailVerified) throw new AppError("EMAIL_NOT_VERIFIED", EMAIL_VERIFICATION_REQUIRED);
  return user;
}

/** PV+ access on top of a verified member: posting, replying, editing and liking comments. */
export function requirePvPlusMember(actor: Actor | null): Actor {
  const member = requireVerifiedMember(actor);
  if (!hasPvPlusAccess(member.roles)) throw forbidden(PV_PLUS_REQUIRED);
  return member;
}

/** Staff over this target's roles: an admin over anyone, a moderator only over people who are not staff. */
export const isStaffOver = (actorRoles: readonly Role[], targetRoles: readonly Role[]) =>
  isAdmin(actorRoles) || !isStaff(targetRoles);

/** Staff acting on a person (warning, punishing): never on themselves, and only over that person (isStaffOver). */
export function assertStaffOver(
  actor: Pick<Actor, "id" | "roles">,
  target: { id: number; roles: readonly Role[] },
): void {
  if (actor.id === target.id) throw forbidden(CANNOT_ACT_ON_SELF);
  if (!isStaffOver(actor.roles, target.roles)) throw forbidden(MODERATOR_CANNOT_ACT_ON_STAFF);
}
