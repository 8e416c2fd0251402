"use client";

import { useState, type FormEvent } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api/client";
import type { AccountPasskey } from "@/lib/passkeys/types";
import { passkeyNameField } from "@/lib/validation/passkeys";
import { failed, passkeyFailure } from "./passkey-failure";
import { PasskeyRow } from "./passkey-row";

const PASSKEYS = "/api/auth/passkeys";
const UNSUPPORTED = "This browser cannot make passkeys. Try another browser or device.";

/**
 * Settings' passkeys (docs/decisions/0025-passkeys.md): each with its name, when it was added and last used; add one
 * under a name (the browser's own prompt makes it), rename or remove any.
 */
export function Passkeys({ initial }: { initial: AccountPasskey[] }) {
  const [passkeys, setPasskeys] = useState(initial);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AccountPasskey | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passkeyNameField.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    if (!browserSupportsWebAuthn()) return failed("Passkeys Unavailable", UNSUPPORTED);
    setAdding(true);
    try {
      const options = (await (
        await apiRequest("POST", `${PASSKEYS}/register-options`)
      ).json()) as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON: options });
      const res = await apiRequest("POST", PASSKEYS, { name: checked.data, response });
      const { passkey } = (await res.json()) as { passkey: AccountPasskey };
      setPasskeys((list) => [passkey, ...list]);
      setName("");
      toast({
        title: "Passkey Added",
        description: `"${passkey.name}" can now sign you in.`,
        duration: TOAST_MS.normal,
      });
    } catch (error) {
      failed("Passkey Not Added", passkeyFailure(error, "The passkey could not be added. Please try again."));
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", `${PASSKEYS}/${removing.id}`);
      setPasskeys((list) => list.filter((p) => p.id !== removing.id));
      toast({
        title: "Passkey Removed",
        description: `"${removing.name}" no longer signs you in.`,
        duration: TOAST_MS.normal,
      });
      setRemoving(null);
    } catch (error) {
      failed("Passkey Not Removed", passkeyFailure(error, "The passkey could not be removed. Reload and try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <p className="text-muted-foreground">
        A passkey signs you in with your fingerprint, face or device PIN instead of a password. It counts as two
        factors, and it cannot be phished.
      </p>
      {passkeys.length === 0 ? (
        <p className="text-muted-foreground" data-testid="no-passkeys">
          You have no passkeys yet.
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Your passkeys" data-testid="passkeys">
          {passkeys.map((p) => (
            <PasskeyRow
              key={p.id}
              passkey={p}
              onRenamed={(renamed) => setPasskeys((list) => list.map((q) => (q.id === renamed.id ? renamed : q)))}
              onRemove={() => setRemoving(p)}
            />
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            id="passkey-name"
            label="Name for a new passkey"
            placeholder="e.g. My phone"
            autoComplete="off"
            maxLength={60}
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={adding} aria-busy={adding}>
          {adding ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
          Add a passkey
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ""}" will no longer sign you in. Remove it from your device or password manager too.`}
        busy={busy}
        confirm={{ label: "Remove", busyLabel: "Removing...", variant: "destructive", onClick: () => void remove() }}
      />
    </div>
  );
}
