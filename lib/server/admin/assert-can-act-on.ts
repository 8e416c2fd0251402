import "server-only";
import { forbidden } from "@/lib/errors";
import { isAdmin, isStaff, type Role } from "@/lib/roles";
import type { Actor } from "@/lib/auth/actor";

export const CANNOT_ACT_ON_SELF = "You cannot take this action on your own account";
export const MODERATOR_CANNOT_ACT_ON_STAFF = "Moderators cannot act on other staff members: only an admin can warn or punish a moderator or an admin";

/** decisions.md 'Staff': nobody acts on themselves; admins act on anyone else; moderators not on staff. */
export function assertCanActOn(actor: Actor, target: { id: number; roles: readonly Role[] }) {
  if (actor.id === target.id) throw forbidden(CANNOT_ACT_ON_SELF);
  if (isAdmin(actor.roles)) return;
  if (isStaff(target.roles)) throw forbidden(MODERATOR_CANNOT_ACT_ON_STAFF);
}
