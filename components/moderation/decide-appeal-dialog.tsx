"use client";

import type { AppealDecision, AppealView } from "@/lib/appeals/types";
import { ReasonDialog } from "./reason-dialog";
type Props = {
  appeal: AppealView | null;
  decision: AppealDecision;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
};

const WORDS: Record<
  AppealDecision,
  { title: string; text: string; confirm: string; busy: string; variant: "default" | "destructive" }
> = {
  upheld: {
    title: "Uphold the decision?",
    text: "The decision stays as it is. The person is told, by inbox and email, with your reason.",
    confirm: "Uphold",
    busy: "Upholding...",
    variant: "destructive",
  },
  reversed: {
    title: "Reverse the decision?",
    text: "The action is undone at once (a debate shows again, a comment comes back with its text, a suspension or ban is lifted) and recorded. The person is told, by inbox and email, with your reason.",
    confirm: "Reverse",
    busy: "Reversing...",
    variant: "default",
  },
};

/** Uphold or reverse an appeal, with the reason the appellant will read (required). */
export function DecideAppealDialog({ appeal, decision, onOpenChange, onConfirm }: Props) {
  const words = WORDS[decision];
  return (
    <ReasonDialog
      open={appeal !== null}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.text}
      reason={{ id: "appeal-decision-reason", label: "Reason", required: true }}
      confirm={{
        label: words.confirm,
        busyLabel: words.busy,
        variant: words.variant,
      }}
      onConfirm={(reason) => onConfirm(reason.trim())}
    />
  );
}
