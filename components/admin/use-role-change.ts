"use client";

import { TOAST_MS } from "@/components/accounts/toast-durations";
import { failureMessage } from "@/components/moderation/use-report-actions";
import { apiRequest } from "@/lib/api/client";
import { refreshAdminUsers } from "@/lib/hooks/use-admin";
import { toast } from "@/components/ui/use-toast";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLE_LABELS, type Role } from "@/lib/roles";

const labels = (roles: readonly Role[]) => roles.map((r) => ROLE_LABELS[r]).join(", ");

/** PUT {role} (the selector) or PATCH {roles} (the roles dialog); true on success. Every list refetches after. */
export async function changeRoles(user: AdminUserView, change: { role: Role } | { roles: Role[] }): Promise<boolean> {
  const single = "role" in change;
  try {
    await apiRequest(single ? "PUT" : "PATCH", `/api/admin/users/${user.id}/role`, change);
    const now = single ? [change.role] : change.roles;
    toast({
      title: single ? "Role updated" : "Roles updated",
      description: `${user.username}: ${labels(now)}.`,
      duration: TOAST_MS.normal,
    });
    return true;
  } catch (error) {
    toast({
      title: single ? "Failed to update user role" : "Failed to update user roles",
      description: failureMessage(error),
      variant: "destructive",
      duration: TOAST_MS.normal,
    });
    return false;
  } finally {
    await refreshAdminUsers();
  }
}
