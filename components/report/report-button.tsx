"use client";

import { useState, type ComponentType } from "react";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ReportDialog as Dialog } from "./report-dialog";
import type { ReportTargetType } from "./types";

type DialogType = typeof Dialog;
// The dialog (Radix Dialog, the login prompt, the form's loader) is fetched when first wanted, not with the page.
let reportDialog: Promise<DialogType> | undefined;
const loadDialog = () => (reportDialog ??= import("./report-dialog").then((m) => m.ReportDialog));

/** A ghost 'Report' button and the dialog it opens. */
export function ReportButton({
  targetType,
  targetId,
  className,
}: {
  targetType: ReportTargetType;
  targetId: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [ReportDialog, setReportDialog] = useState<ComponentType<Parameters<DialogType>[0]> | null>(null);
  function onClick() {
    setOpen(true);
    void loadDialog().then((component) => setReportDialog(() => component));
  }
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Flag aria-hidden />
        Report
      </Button>
      {ReportDialog && <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />}
    </>
  );
}
