"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/api/client";
import { setSudoPrompt } from "@/lib/second-factor/sudo-retry";
import type { SudoMethod } from "@/lib/second-factor/types";
import { ConfirmWithPasskey } from "./confirm-with-passkey";
import { IdentityForm } from "./identity-form";

type Ask = { method: SudoMethod; message: string; passkey: boolean; settle: (confirmed: boolean) => void };

/**
 * Sudo mode's dialog (docs/decisions/0024-second-factor.md), mounted once in the layout: when a call answers
 * SUDO_REQUIRED, it asks for a code (an account with an authenticator) or the password (one without factor), sends it
 * to POST /api/auth/sudo, or for a passkey (an account with one: POST /api/auth/passkeys/confirm), and the call is sent
 * again (lib/second-factor/sudo-retry.ts). Closing it gives up the action.
 */
export function SudoDialog() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const pending = useRef<Ask | null>(null);

  useEffect(() => {
    setSudoPrompt(
      ({ method, message, passkey }) =>
        new Promise<boolean>((resolve) => {
          pending.current?.settle(false);
          const next: Ask = { method, message, passkey, settle: resolve };
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
        {ask?.passkey && <ConfirmWithPasskey onConfirmed={() => close(true)} />}
        {ask && ask.method !== "passkey" && (
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
