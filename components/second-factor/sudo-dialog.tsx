"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/api/client";
import type { SudoAsk } from "@/lib/second-factor/sudo-retry";
import { ConfirmWithPasskey } from "./confirm-with-passkey";
import { IdentityForm } from "./identity-form";

/**
 * Sudo mode's dialog (docs/decisions/0024-second-factor.md), shown by ./sudo-prompt-slot.tsx when a call answers
 * SUDO_REQUIRED: it asks for a code (an account with an authenticator) or the password (one without a factor), sends
 * it to POST /api/auth/sudo, or for a passkey (an account with one: POST /api/auth/passkeys/confirm); `onClose(true)`
 * then sends the call again (lib/second-factor/sudo-retry.ts). Closing it gives up the action.
 */
export function SudoDialog({ ask, onClose }: { ask: SudoAsk; onClose: (confirmed: boolean) => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent data-testid="sudo-dialog">
        <DialogHeader>
          <DialogTitle>Confirm it&apos;s you</DialogTitle>
          <DialogDescription>
            {ask.message || "Confirm it's you to continue"}. This action cannot be undone quietly, so it asks again once
            every 15 minutes.
          </DialogDescription>
        </DialogHeader>
        {ask.passkey && <ConfirmWithPasskey onConfirmed={() => onClose(true)} />}
        {ask.method !== "passkey" && (
          <IdentityForm
            key={ask.method}
            idPrefix="sudo"
            method={ask.method}
            submitLabel="Confirm and continue"
            onConfirm={async (input) => {
              await apiRequest("POST", "/api/auth/sudo", input);
              onClose(true);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
