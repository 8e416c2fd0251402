"use client";

import { useId, useState } from "react";
import { Loader2, Send } from "lucide-react";
import { serverMessage } from "@/components/accounts/server-errors";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api/client";
import { STATEMENT_MAX, STATEMENT_MIN } from "@/lib/appeals/types";
import { count } from "@/lib/plural";

type Props = {
  /** POST /api/appeals with the action's id, or POST /api/appeals/link with the signed link's token */
  endpoint: "/api/appeals" | "/api/appeals/link";
  payload: { actionId: number } | { token: string };
  onSent: () => void;
  /** a Cancel button beside Send (the inbox dialog) */
  onCancel?: () => void;
};

/** The appellant's statement (10 to 2,000 characters), sent once; the server's refusal is shown as it words it. */
export function AppealForm({ endpoint, payload, onSent, onCancel }: Props) {
  const id = useId();
  const [statement, setStatement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = statement.trim().length;
  const tooShort = length < STATEMENT_MIN;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (tooShort) {
      setError(`Your statement must be at least ${STATEMENT_MIN} characters`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiRequest("POST", endpoint, { ...payload, statement });
      onSent();
    } catch (err) {
      setError(serverMessage(err, "Your appeal could not be sent. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
      <div className="space-y-2">
        <Label htmlFor={`${id}-statement`}>Why should this decision change?</Label>
        <Textarea
          id={`${id}-statement`}
          rows={6}
          maxLength={STATEMENT_MAX}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {STATEMENT_MIN} to {count(STATEMENT_MAX)} characters ({count(length)} written). A member of the staff who did
          not take the decision will read it. You can appeal a decision only once.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {busy ? "Sending..." : "Send appeal"}
        </Button>
      </div>
    </form>
  );
}
