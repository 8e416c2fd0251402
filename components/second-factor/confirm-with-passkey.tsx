"use client";

import { useState } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Button } from "@/components/ui/button";
import { serverMessage } from "@/components/accounts/server-errors";
import { ApiError, apiRequest } from "@/lib/api/client";
import { ceremonyMessage } from "@/lib/passkeys/ceremony-message";

/** Sudo mode by passkey: the account's own options, the browser's prompt, then POST /api/auth/passkeys/confirm. */
export function ConfirmWithPasskey({ onConfirmed }: { onConfirmed: () => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      const res = await apiRequest("POST", "/api/auth/passkeys/confirm-options");
      const options = (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
      const response = await startAuthentication({ optionsJSON: options });
      await apiRequest("POST", "/api/auth/passkeys/confirm", { response });
      onConfirmed();
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? serverMessage(error, "That passkey could not confirm it's you. Please try again.")
          : ceremonyMessage(error),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={() => void confirm()}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
        Confirm with a passkey
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}
