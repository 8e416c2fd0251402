"use client";

import { useModerationActions } from "@/lib/hooks/use-moderation";
import { DateFilterControl, useDateFilter } from "./date-filter";
import { localDateTime } from "@/lib/format-date";
import { ACTION_LABELS, formatDuration, TARGET_LABELS } from "./format";
import { EmptyState, PagedList } from "./list-states";

const GRID = "md:grid-cols-[10rem_8rem_9rem_minmax(0,1fr)_7rem_11rem]";
const HEADERS = ["Moderator", "Action", "Target", "Reason", "Duration", "Time"];

/** The moderation log in the chosen window: who did what to which target, why and for how long. */
export function ActionsTab() {
  const dates = useDateFilter();
  const list = useModerationActions(dates.range);
  return (
    <section aria-labelledby="actions-heading" className="space-y-4">
      <h2 id="actions-heading" className="sr-only">
        Moderation actions
      </h2>
      <DateFilterControl id="actions-date" {...dates} />
      <PagedList
        list={list}
        noun="actions"
        failed="Failed to load moderation actions"
        loading="Loading moderation actions"
        skeleton={{ height: "h-16" }}
        empty={<EmptyState title="No actions">No moderation actions were taken in this period.</EmptyState>}
      >
        <div aria-hidden className={`hidden gap-3 px-3 text-xs font-medium text-muted-foreground md:grid ${GRID}`}>
          {HEADERS.map((h) => (
            <span key={h}>{h}</span>
          ))}
        </div>
        <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Moderation actions">
          {list.items.map((a) => (
            <li key={a.id} className={`grid gap-1 p-3 text-sm md:items-center md:gap-3 ${GRID}`}>
              <span className="font-medium">{a.moderatorName ?? "[deleted user]"}</span>
              <span className="w-fit rounded-md bg-muted px-2 py-0.5 text-xs font-medium">
                {ACTION_LABELS[a.action] ?? a.action}
              </span>
              <span className="break-words">
                {a.targetName
                  ? `${TARGET_LABELS[a.targetType]}: ${a.targetName}`
                  : `${TARGET_LABELS[a.targetType]} #${a.targetId}`}
              </span>
              <span className="break-words text-muted-foreground">{a.reason}</span>
              <span>
                <span className="text-muted-foreground md:sr-only">Duration: </span>
                {a.restoredAt ? `Until restored ${localDateTime(a.restoredAt)}` : formatDuration(a.duration, a.action)}
              </span>
              <time className="text-xs text-muted-foreground" dateTime={a.createdAt}>
                {localDateTime(a.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
