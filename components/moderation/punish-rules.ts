import { isStaffOver } from "@/lib/auth/guards";
import type { Role } from "@/lib/roles";
import type { AdminUserView } from "@/lib/moderation/types";
import { LIFTABLE_STATUSES, MODERATION_KINDS, type AccountKind } from "@/lib/moderation/kinds";

export type PunishKind = AccountKind;
export type Viewer = { id: number; roles: Role[] };

export const PUNISH: Record<
  PunishKind,
  {
    label: string;
    /** the user card's button */
    variant: "secondary" | "destructive" | "outline";
    done: string;
    failed: string;
    title: (name: string) => string;
    text: string;
  }
> = {
  suspend: {
    label: "Suspend",
    variant: "secondary",
    done: "User suspended",
    failed: "Failed to suspend user",
    title: (n) => `Suspend ${n}?`,
    text: "They are signed out everywhere and cannot sign in until the suspension ends.",
  },
  ban: {
    label: "Ban",
    variant: "destructive",
    done: "User banned",
    failed: "Failed to ban user",
    title: (n) => `Ban ${n}?`,
    text: "They are signed out everywhere and cannot sign in until the ban is lifted.",
  },
  delete: {
    label: "Delete",
    variant: "destructive",
    done: "User deleted",
    failed: "Failed to delete user",
    title: (n) => `Delete ${n}?`,
    text: "Their email, password, bio, image and sessions are removed; their votes still count and their posts show '[deleted user]'. This cannot be undone.",
  },
  reactivate: {
    label: "Reactivate",
    variant: "outline",
    done: "User reactivated",
    failed: "Failed to reactivate user",
    title: (n) => `Reactivate ${n}?`,
    text: "Their account becomes active again and they can sign in.",
  },
  lift: {
    label: "Lift Punishment",
    variant: "outline",
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
  if (MODERATION_KINDS[kind].account.direction === "restrict") return user.status === "active";
  return (LIFTABLE_STATUSES as readonly string[]).includes(user.status);
}
