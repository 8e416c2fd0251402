"use client";

import Link from "next/link";
import { Info, RotateCcw, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { APPEAL_STATUS_LABELS, type AppealDecision, type AppealView } from "@/lib/appeals/types";
import { REPORT_REASON_LABELS } from "@/lib/report-reasons";
import type { AppealStatus } from "@/lib/enums";
import { localDateTime } from "@/lib/format-date";
import { ACTION_LABELS, formatDuration, TARGET_LABELS } from "./format";
import { REPORT_STATUS_CLASS } from "./status-badge";
import { MODERATION_KINDS } from "@/lib/moderation/kinds";

const STATUS_CLASS: Record<AppealStatus, string> = {
  pending: REPORT_STATUS_CLASS.pending,
  upheld: REPORT_STATUS_CLASS.dismissed,
  reversed: REPORT_STATUS_CLASS.approved,
  moot: REPORT_STATUS_CLASS.dismissed,
};

function Field({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

type Props = { appeal: AppealView; busy: boolean; onDecide: (decision: AppealDecision) => void };

/**
 * One appeal: the action appealed (what, on what, by whom, why), the appellant's statement, the outcome or the
 * controls.
 */
export function AppealCard({ appeal, busy, onDecide }: Props) {
  const a = appeal.action;
  const pending = appeal.status === "pending";
  const headingId = `appeal-${appeal.id}-title`;
  const whyId = `appeal-${appeal.id}-why`;
  const target =
    a.targetType === "user"
      ? `${TARGET_LABELS.user}: ${appeal.appellantName ?? `#${a.targetId}`}`
      : `${TARGET_LABELS[a.targetType]} #${a.targetId}`;
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          Appeal #{appeal.id}: {ACTION_LABELS[a.action] ?? a.action} of {target}
        </h3>
        <span
          className={`inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[appeal.status]}`}
        >
          {APPEAL_STATUS_LABELS[appeal.status]}
        </span>
        <time className="ml-auto text-xs text-muted-foreground" dateTime={appeal.createdAt}>
          {localDateTime(appeal.createdAt)}
        </time>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Appellant">{appeal.appellantName ?? "[deleted user]"}</Field>
        <Field label="Original action by">
          {a.moderatorName ?? "[deleted user]"}, {localDateTime(a.createdAt)}
          {MODERATION_KINDS[a.action].timed ? ` (${formatDuration(a.duration, a.action)})` : ""}
        </Field>
        {a.targetType !== "user" && (
          <Field label="Debate">
            {a.debateId ? (
              <Link
                href={`/debate/${a.debateId}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {a.debateTitle ?? `Debate #${a.debateId}`}
              </Link>
            ) : (
              (a.debateTitle ?? "—")
            )}
          </Field>
        )}
        <Field label="Rule">
          {a.rule ? REPORT_REASON_LABELS[a.rule] : `${ACTION_LABELS[a.action] ?? a.action} (no report)`}
        </Field>
        <Field label="Moderator's reason" wide>
          {a.reason}
        </Field>
        {a.targetType === "comment" && (
          <Field label="Comment (kept hidden until the appeal time has passed)" wide>
            <blockquote className="mt-1 border-l-2 border-border pl-3 whitespace-pre-wrap">
              {a.commentContent ?? "[deleted]"}
            </blockquote>
          </Field>
        )}
        <Field label="Appellant's statement" wide>
          <blockquote className="mt-1 border-l-2 border-primary/50 pl-3 whitespace-pre-wrap">
            {appeal.statement}
          </blockquote>
        </Field>
        {!pending && (
          <Field
            label={`Decided by ${appeal.decidedByName ?? "[deleted user]"}, ${localDateTime(appeal.decidedAt)}`}
            wide
          >
            {appeal.reason}
          </Field>
        )}
      </dl>
      {pending && (
        <div className="mt-4 space-y-2">
          {appeal.cannotDecide && (
            <p id={whyId} className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {appeal.cannotDecide}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={busy || appeal.cannotDecide !== null}
              aria-describedby={appeal.cannotDecide ? whyId : undefined}
              onClick={() => onDecide("upheld")}
            >
              <ShieldCheck aria-hidden />
              Uphold
            </Button>
            <Button
              type="button"
              disabled={busy || appeal.cannotDecide !== null}
              aria-describedby={appeal.cannotDecide ? whyId : undefined}
              onClick={() => onDecide("reversed")}
            >
              <RotateCcw aria-hidden />
              Reverse
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
