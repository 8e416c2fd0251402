"use client";

import { useState, type FormEvent } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { apiRequest } from "@/lib/api/client";
import { dateTimeUtc } from "@/lib/format-date";
import type { AccountPasskey } from "@/lib/passkeys/types";
import { passkeyNameField } from "@/lib/validation/passkeys";
import { failed, passkeyFailure } from "./passkey-failure";

type Props = { passkey: AccountPasskey; onRenamed: (p: AccountPasskey) => void; onRemove: () => void };

/** One passkey in settings: its name (renamed in place), whether it is synced, when it was added and last used. */
export function PasskeyRow({ passkey: p, onRenamed, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(p.name);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const fieldId = `passkey-${p.id}-name`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = passkeyNameField.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      const res = await apiRequest("PATCH", `/api/auth/passkeys/${p.id}`, { name: checked.data });
      const { passkey } = (await res.json()) as { passkey: AccountPasskey };
      onRenamed(passkey);
      setEditing(false);
      toast({ title: "Passkey Renamed", description: `It is now "${passkey.name}".`, duration: TOAST_MS.normal });
    } catch (e) {
      failed("Passkey Not Renamed", passkeyFailure(e, "The passkey could not be renamed. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start" data-testid="passkey">
      <KeyRound className="mt-0.5 hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden />
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate className="flex min-w-0 flex-1 flex-col gap-2">
          <FormField
            id={fieldId}
            label="Passkey name"
            autoComplete="off"
            maxLength={60}
            value={name}
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setName(p.name);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words">
              {p.name}
              {p.deviceType === "multiDevice" && <Badge variant="secondary">Synced</Badge>}
            </p>
            <p className="text-muted-foreground">
              Added {dateTimeUtc(p.createdAt)}
              <br />
              {p.lastUsedAt ? `Last used ${dateTimeUtc(p.lastUsedAt)}` : "Not used to sign in yet"}
            </p>
          </div>
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              Rename<span className="sr-only"> the passkey {p.name}</span>
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={onRemove}>
              Remove<span className="sr-only"> the passkey {p.name}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
