"use client";

import { useState, type ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

type Props = Omit<ComponentProps<typeof FormField>, "label" | "type" | "inputMode" | "autoComplete"> & {
  /** recovery codes (letters) are offered beside the authenticator's digits */
  allowRecovery?: boolean;
};

/**
 * A second factor's code (WCAG 2.2 SC 3.3.8): `one-time-code` so the phone offers the code it just received, the digit
 * keypad for an authenticator's code, a keyboard for a recovery code; pasting is never blocked, and a pasted code's
 * spaces or dashes are fine (the server reads it without them).
 */
export function CodeField({ allowRecovery = false, id, ...field }: Props) {
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="space-y-1">
      <FormField
        id={id}
        label={recovery ? "Recovery code" : "Authentication code"}
        type="text"
        inputMode={recovery ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        hint={
          recovery
            ? "One of the recovery codes you saved, e.g. abcde-fghij"
            : "The 6-digit code your authenticator app shows now"
        }
        {...field}
      />
      {allowRecovery && (
        <button
          type="button"
          className="text-sm text-primary underline-offset-4 hover:underline focus-visible:underline"
          onClick={() => setRecovery((r) => !r)}
        >
          {recovery ? "Use a code from your authenticator app" : "Use a recovery code instead"}
        </button>
      )}
    </div>
  );
}
