import { isStaffOver } from "@/lib/auth/guards";
import type { Role } from "@/lib/roles";
import type { AdminUserView } from "@/lib/moderation/types";

export type PunishKind = "suspend" | "ban" | "delete" | "reactivate" | "lift";
export type Viewer = { id: number; roles: Role[] };

export const PUNISH: Record<
  PunishKind,
  { label: string; path: string; done: string; failed: string; title: (name: string) => string; text: string }
> = {
  suspend: {
    label: "Suspend",
    path: "suspend",
    done: "User suspended",
    failed: "Failed to suspend user",
    title: (n) => `Suspend ${n}?`,
    text: "They are signed out everywhere and cannot sign in until the suspension ends.",
  },
  ban: {
    label: "Ban",
    path: "ban",
    done: "User banned",
    failed: "Failed to ban user",
    title: (n) => `Ban ${n}?`,
    text: "They are signed out everywhere and cannot sign in until the ban is lifted.",
  },
  delete: {
    label: "Delete",
    path: "delete",
    done: "User deleted",
    failed: "Failed to delete user",
    title: (n) => `Delete ${n}?`,
    text: "Their email, password, bio, image and sessions are removed; their votes still count and their posts show '[deleted user]'. This cannot be undone.",
  },
  reactivate: {
    label: "Reactivate",
    path: "reactivate",
    done: "User reactivated",
    failed: "Failed to reactivate user",
    title: (n) => `Reactivate ${n}?`,
    text: "Their account becomes active again and they can sign in.",
  },
  lift: {
    label: "Lift Punishment",
    path: "lift-punishment",
    done: "Punishment lifted",
    failed: "Failed to lift punishment",
    title: (n) => `Lift punishment for ${n}?`,
    text: "The suspension or ban ends now and they can sign in again.",
  },
};

export const PUNISH_KINDS = Object.keys(PUNISH) as PunishKind[];

/**
 * Whether the viewer may take this step (the server checks again): status rules, the staff hierarchy, never oneself.
 */
export function canPunish(viewer: Viewer, user: AdminUserView, kind: PunishKind): boolean {
  if (user.id === viewer.id) return false;
  if (!isStaffOver(viewer.roles, [...user.roles, user.role])) return false;
  if (kind === "suspend" || kind === "ban" || kind === "delete") return user.status === "active";
  return user.status === "suspended" || user.status === "banned";
}
