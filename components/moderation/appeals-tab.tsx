"use client";

import { useState } from "react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { apiRequest } from "@/lib/api/client";
import { APPEAL_STATUS_LABELS, appealDecision, type AppealDecision, type AppealView } from "@/lib/appeals/types";
import { APPEAL_STATUSES } from "@/lib/enums";
import { useAppeals, useRefreshAppeals } from "@/lib/hooks/use-moderation";
import { toast } from "@/components/ui/use-toast";
import { AppealCard } from "./appeal-card";
import { DecideAppealDialog } from "./decide-appeal-dialog";
import { LabelledSelect } from "./labelled-select";
import { EmptyState, PagedList } from "./list-states";
import { failureMessage } from "./use-report-actions";
import { count } from "@/lib/plural";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...APPEAL_STATUSES.map((s) => ({ value: s, label: APPEAL_STATUS_LABELS[s] })),
];

/** Appeals, pending first, then newest; a staff member who did not take the action upholds or reverses each. */
export function AppealsTab() {
  const [status, setStatus] = useState("all");
  const list = useAppeals(status === "all" ? undefined : status);
  const refresh = useRefreshAppeals();
  const [deciding, setDeciding] = useState<{ appeal: AppealView; decision: AppealDecision } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (reason: string): Promise<boolean> => {
    if (!deciding) return false;
    const { appeal, decision } = deciding;
    setBusyId(appeal.id);
    try {
      await apiRequest("PATCH", `/api/moderation/appeals/${appeal.id}`, { decision, reason });
      toast({
        title: appealDecision(decision).done,
        description: "The person has been told.",
        duration: TOAST_MS.normal,
      });
      return true;
    } catch (error) {
      toast({
        title: "Failed to decide the appeal",
        description: failureMessage(error),
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      return false;
    } finally {
      setBusyId(null);
      await refresh();
    }
  };

  return (
    <section aria-labelledby="appeals-heading" className="space-y-4">
      <h2 id="appeals-heading" className="sr-only">
        Appeals
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="appeals-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          className="w-full sm:w-40"
        />
        {list.pending !== null && (
          <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
            {count(list.pending)} pending
          </p>
        )}
      </div>
      <PagedList
        list={list}
        noun="appeals"
        failed="Failed to load appeals"
        loading="Loading appeals"
        empty={
          <EmptyState title="No appeals">
            Nobody has appealed a decision{status === "all" ? "" : " with this status"}.
          </EmptyState>
        }
      >
        <ul className="space-y-3" aria-label="Appeals">
          {list.items.map((a) => (
            <AppealCard
              key={a.id}
              appeal={a}
              busy={busyId === a.id}
              onDecide={(decision) => setDeciding({ appeal: a, decision })}
            />
          ))}
        </ul>
      </PagedList>
      <DecideAppealDialog
        appeal={deciding?.appeal ?? null}
        decision={deciding?.decision ?? "upheld"}
        onOpenChange={(open) => !open && setDeciding(null)}
        onConfirm={decide}
      />
    </section>
  );
}
