"use client";

import type { ReactNode } from "react";
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

type Confirm = {
  label: ReactNode;
  /** shown instead of `label` while busy */
  busyLabel?: ReactNode;
  variant?: "default" | "destructive";
  disabled?: boolean;
  onClick?: () => void;
  /** the id of a form inside the dialog: the button submits it */
  form?: string;
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** fields between the text and the buttons */
  children?: ReactNode;
  /** while true the dialog cannot be closed and both buttons are disabled */
  busy?: boolean;
  cancelLabel?: string;
  /** no confirm button when absent (only the cancel one, e.g. 'Close') */
  confirm?: Confirm;
};

/** A question asked before an action: title, text, optional fields, Cancel and the confirm button with its spinner. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  busy = false,
  cancelLabel = "Cancel",
  confirm,
}: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {confirm && (
            <Button
              type={confirm.form ? "submit" : "button"}
              form={confirm.form}
              variant={confirm.variant ?? "default"}
              onClick={confirm.onClick}
              disabled={busy || confirm.disabled}
              aria-busy={busy}
            >
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {busy && confirm.busyLabel ? confirm.busyLabel : confirm.label}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
