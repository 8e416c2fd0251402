"use client";

import { useState, type ReactNode } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  reason: { id: string; label: string; required: boolean };
  confirm: { label: string; busyLabel: string; variant: "default" | "destructive" };
  /** resolves true when done: the dialog then empties and closes */
  onConfirm: (reason: string) => Promise<boolean>;
};

/** A staff decision with the reason the person concerned will read. */
export function ReasonDialog({ reason, confirm, onConfirm, ...dialog }: Props) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const ok = await onConfirm(text);
    setBusy(false);
    if (ok) {
      setText("");
      dialog.onOpenChange(false);
    }
  };

  return (
    <ConfirmDialog
      {...dialog}
      busy={busy}
      confirm={{ ...confirm, disabled: reason.required && !text.trim(), onClick: () => void send() }}
    >
      <div className="space-y-2">
        <Label htmlFor={reason.id}>{reason.label}</Label>
        <Textarea id={reason.id} rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
