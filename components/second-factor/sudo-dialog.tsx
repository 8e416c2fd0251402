"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/api/client";
import { setSudoPrompt } from "@/lib/second-factor/sudo-retry";
import type { SudoMethod } from "@/lib/second-factor/types";
import { IdentityForm } from "./identity-form";

type Ask = { method: SudoMethod; message: string; settle: (confirmed: boolean) => void };

/**
 * Sudo mode's dialog (docs/decisions/0024-second-factor.md), mounted once in the layout: when a call answers
 * SUDO_REQUIRED, it asks for a code (an account with a second factor) or the password (one without), sends it to
 * POST /api/auth/sudo, and the call is sent again (lib/second-factor/sudo-retry.ts). Closing it gives up the action.
 */
export function SudoDialog() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const pending = useRef<Ask | null>(null);

  useEffect(() => {
    setSudoPrompt(
      ({ method, message }) =>
        new Promise<boolean>((resolve) => {
          pending.current?.settle(false);
          const next: Ask = { method, message, settle: resolve };
          pending.current = next;
          setAsk(next);
        }),
    );
    return () => setSudoPrompt(null);
  }, []);

  const close = (confirmed: boolean) => {
    pending.current?.settle(confirmed);
    pending.current = null;
    setAsk(null);
  };

  return (
    <Dialog open={ask !== null} onOpenChange={(open) => !open && close(false)}>
      <DialogContent data-testid="sudo-dialog">
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            {ask?.message ?? "Confirm it's you to continue"}. This action cannot be undone quietly, so it asks again
            once every 15 minutes.
          </DialogDescription>
        </DialogHeader>
        {ask && (
          <IdentityForm
            key={ask.method}
            idPrefix="sudo"
            method={ask.method}
            submitLabel="Confirm and continue"
            onConfirm={async (input) => {
              await apiRequest("POST", "/api/auth/sudo", input);
              close(true);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
