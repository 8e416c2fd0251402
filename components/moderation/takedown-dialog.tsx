"use client";

import type { ReportView } from "@/lib/moderation/types";
import { ReasonDialog } from "./reason-dialog";

type Props = {
  report: ReportView | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
};

function what(report: ReportView) {
  const title = report.debateTitle ? `“${report.debateTitle}”` : `#${report.targetId}`;
  return report.targetType === "comment"
    ? { title: "Take down this comment?", text: `Comment #${report.targetId} on the debate ${title} will be deleted.` }
    : {
        title: "Take down this debate?",
        text: `The debate ${title} will be hidden from every list and its page will answer 404 to everyone but staff.`,
      };
}

/** Names what comes down; an optional reason goes to the author with the notice. */
export function TakedownDialog({ report, onOpenChange, onConfirm }: Props) {
  const shown = report ? what(report) : null;
  return (
    <ReasonDialog
      open={report !== null}
      onOpenChange={onOpenChange}
      title={shown?.title}
      description={<>{shown?.text} The report is marked resolved and the author is told why.</>}
      reason={{ id: "takedown-reason", label: "Reason (optional)", required: false }}
      confirm={{ label: "Take Down", busyLabel: "Taking down...", variant: "destructive" }}
      onConfirm={onConfirm}
    />
  );
}
