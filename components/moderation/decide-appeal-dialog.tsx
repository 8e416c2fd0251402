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
import type { AppealView } from "@/lib/appeals/types";

export type AppealDecision = "upheld" | "reversed";
type Props = {
  appeal: AppealView | null;
  decision: AppealDecision;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
};

const WORDS: Record<AppealDecision, { title: string; text: string; confirm: string; busy: string }> = {
  upheld: {
    title: "Uphold the decision?",
    text: "The decision stays as it is. The person is told, by inbox and email, with your reason.",
    confirm: "Uphold",
    busy: "Upholding...",
  },
  reversed: {
    title: "Reverse the decision?",
    text: "The action is undone at once (a debate shows again, a comment comes back with its text, a suspension or ban is lifted) and recorded. The person is told, by inbox and email, with your reason.",
    confirm: "Reverse",
    busy: "Reversing...",
  },
};

/** Uphold or reverse an appeal, with the reason the appellant will read (required). */
export function DecideAppealDialog({ appeal, decision, onOpenChange, onConfirm }: Props) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const words = WORDS[decision];

  const confirm = async () => {
    setBusy(true);
    const ok = await onConfirm(reason.trim());
    setBusy(false);
    if (ok) {
      setReason("");
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog open={appeal !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-2">
          <Label htmlFor="appeal-decision-reason">Reason</Label>
          <Textarea
            id="appeal-decision-reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant={decision === "reversed" ? "default" : "destructive"}
            onClick={() => void confirm()}
            disabled={busy || !reason.trim()}
            aria-busy={busy}
          >
            {busy && <Loader2 className="animate-spin" aria-hidden />}
            {busy ? words.busy : words.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
