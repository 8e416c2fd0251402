"use client";

import { formatInstant } from "@/lib/format-date";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { apiRequest } from "@/lib/api/client";
import { adminUserDetailKey } from "@/lib/api/query-keys";
import { refreshAdminUsers } from "@/lib/hooks/use-admin";
import { useRefreshActions } from "@/lib/hooks/use-moderation";
import { toast } from "@/components/ui/use-toast";
import type { AdminUserView, PunishmentResult } from "@/lib/moderation/types";
import type { PunishValues } from "./punish-dialog";
import { PUNISH, type PunishKind } from "./punish-rules";
import { MODERATION_KINDS } from "@/lib/moderation/kinds";
import { failureMessage } from "./use-report-actions";
import { mutateQuery } from "@/lib/api/query";

/** POST /api/admin/users/{id}/{suspend|ban|delete|reactivate|lift-punishment}; toasts, then the lists refetch. */
export function usePunish() {
  const refreshActions = useRefreshActions();
  return async (user: AdminUserView, kind: PunishKind, values: PunishValues): Promise<boolean> => {
    const spec = PUNISH[kind];
    const { timed, account } = MODERATION_KINDS[kind];
    const body = timed
      ? { duration: values.duration, reason: values.reason.trim() }
      : { reason: values.reason.trim(), ...(values.rule ? { rule: values.rule } : {}) };
    try {
      const res = await apiRequest("POST", `/api/admin/users/${user.id}/${account.path}`, body);
      const result = (await res.json()) as PunishmentResult;
      const until = timed && result.user?.suspendedUntil ? ` until ${formatInstant(result.user.suspendedUntil)}` : "";
      toast({ title: spec.done, description: `${user.username}${until}.`, duration: TOAST_MS.normal });
      await Promise.all([
        refreshAdminUsers(),
        refreshActions(),
        mutateQuery(adminUserDetailKey(user.id, "punishment-history")),
      ]);
      return true;
    } catch (error) {
      toast({
        title: spec.failed,
        description: failureMessage(error),
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      return false;
    }
  };
}
