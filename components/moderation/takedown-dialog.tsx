"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ReportView } from "@/lib/moderation/types";

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
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const shown = report ? what(report) : null;

  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    const ok = await onConfirm(reason);
    setBusy(false);
    if (ok) {
      setReason("");
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog open={report !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{shown?.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {shown?.text} The report is marked resolved and the author is told why.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-2">
          <Label htmlFor="takedown-reason">Reason (optional)</Label>
          <Textarea
            id="takedown-reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {busy ? "Taking down..." : "Take Down"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
