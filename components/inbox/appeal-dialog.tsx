"use client";

import { mutateQuery } from "@/lib/api/query";
import { AppealForm } from "@/components/appeals/appeal-form";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { MESSAGES_KEY } from "@/lib/api/query-keys";
import type { InboxMessage } from "@/lib/hooks/use-messages";
import { toast } from "@/components/ui/use-toast";

type Props = { message: InboxMessage | null; onOpenChange: (open: boolean) => void };

/** 'Appeal' on a moderation notice: the statement, sent with the notice's action id (POST /api/appeals). */
export function AppealDialog({ message, onOpenChange }: Props) {
  const sent = async () => {
    onOpenChange(false);
    toast({
      title: "Appeal sent",
      description:
        "A member of the staff who did not take the decision will review it. You will be told the outcome here and by email.",
      duration: TOAST_MS.normal,
    });
    await mutateQuery(MESSAGES_KEY);
  };
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Appeal this decision</DialogTitle>
          <DialogDescription>{message ? `About: ${message.subject}` : ""}</DialogDescription>
        </DialogHeader>
        {message?.actionId && (
          <AppealForm
            endpoint="/api/appeals"
            payload={{ actionId: message.actionId }}
            onSent={() => void sent()}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
