"use client";

import Link from "next/link";
import { Ban, CheckCircle2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ReportView } from "@/lib/moderation/types";
import type { ReviewStatus } from "@/lib/moderation/report-statuses";
import { REPORT_REASON_LABELS } from "@/lib/report-reasons";
import { localDateTime } from "@/lib/format-date";
import { TARGET_LABELS } from "./format";
import { StatusBadge } from "./status-badge";

type Props = {
  report: ReportView;
  busy: boolean;
  onTakeDown: () => void;
  onReview: (status: ReviewStatus) => void;
};

// each term and its description in one <div>, the only wrapper a <dl> may hold
function Field({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One report: who, what, why, its status, and the actions (enabled only while pending). */
export function ReportCard({ report, busy, onTakeDown, onReview }: Props) {
  const pending = report.status === "pending";
  const target = `${TARGET_LABELS[report.targetType]} #${report.targetId}`;
  const headingId = `report-${report.id}-title`;
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          Report #{report.id}: {target}
        </h3>
        <StatusBadge status={report.status} />
        <time className="ml-auto text-xs text-muted-foreground" dateTime={report.createdAt}>
          {localDateTime(report.createdAt)}
        </time>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Reporter">{report.reporterName ?? "[deleted user]"}</Field>
        <Field label="Reported user">{report.reportedUserName ?? "—"}</Field>
        {report.targetType !== "user" && (
          <Field label="Debate">
            {report.debateId ? (
              <Link
                href={`/debate/${report.debateId}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {report.debateTitle ?? `Debate #${report.debateId}`}
              </Link>
            ) : (
              (report.debateTitle ?? "—")
            )}
          </Field>
        )}
        <Field label="Reason">{REPORT_REASON_LABELS[report.reason] ?? report.reason}</Field>
        {report.targetType === "comment" && (
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium text-muted-foreground">Comment</dt>
            <dd>
              <blockquote className="mt-1 border-l-2 border-border pl-3 whitespace-pre-wrap break-words">
                {report.commentContent ?? "[deleted]"}
              </blockquote>
            </dd>
          </div>
        )}
        {report.description && (
          <Field label="Description" wide>
            <span className="whitespace-pre-wrap">{report.description}</span>
          </Field>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {report.targetType === "user" ? (
          <Button
            type="button"
            size="sm"
            onClick={() => onReview("resolved")}
            disabled={!pending || busy}
            aria-label={`Mark resolved: report #${report.id}`}
          >
            <CheckCircle2 aria-hidden />
            Mark Resolved
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="destructive"
            onClick={onTakeDown}
            disabled={!pending || busy}
            aria-label={`Take down ${target.toLowerCase()} (report #${report.id})`}
          >
            <Ban aria-hidden />
            Take Down
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onReview("dismissed")}
          disabled={!pending || busy}
          aria-label={`Dismiss report #${report.id}`}
        >
          <XCircle aria-hidden />
          Dismiss
        </Button>
      </div>
    </li>
  );
}
