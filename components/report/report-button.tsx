"use client";

import { useState } from "react";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ReportDialog } from "./report-dialog";
import type { ReportTargetType } from "./types";

/** A ghost 'Report' button and the dialog it opens. */
export function ReportButton({ targetType, targetId, className }: { targetType: ReportTargetType; targetId: number; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Report
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
    </>
  );
}
