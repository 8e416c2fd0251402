"use client";

import dynamic from "next/dynamic";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { LoginRequiredContent } from "./login-required-dialog";
import type { ReportTargetType } from "./types";
import { useReturnFocus } from "./use-return-focus";

// The form (react-hook-form, the schema, the select) loads only when someone signed in opens the dialog.
const ReportForm = dynamic(() => import("./report-form").then((m) => m.ReportForm), { loading: FormSkeleton });

function FormSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="ml-auto h-9 w-32" />
    </div>
  );
}

type Props = { targetType: ReportTargetType; targetId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Report a debate or a comment (document 1, section 4). Controlled; visitors get the Login Required dialog. */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: Props) {
  const { user, isLoading } = useCurrentUser();
  const onCloseAutoFocus = useReturnFocus(open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {!user && !isLoading ? (
        <LoginRequiredContent onCloseAutoFocus={onCloseAutoFocus} />
      ) : (
        <DialogContent className="sm:max-w-[425px]" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Report Content</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with this {targetType}. Our moderation team reviews every report.
            </DialogDescription>
          </DialogHeader>
          {user ? (
            <ReportForm
              targetType={targetType}
              targetId={targetId}
              reporterId={user.id}
              onDone={() => onOpenChange(false)}
            />
          ) : (
            <FormSkeleton />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
