"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { applyServerErrors, serverMessage } from "@/components/accounts/server-errors";
import { SubmitButton } from "@/components/accounts/submit-button";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import type { TotpSetup as Setup } from "@/lib/second-factor/types";
import { secondFactorCodeSchema } from "@/lib/validation/second-factor";
import { CodeField } from "./code-field";
import { submitHandler } from "@/lib/form-submit";

type CodeInput = { code: string };

/**
 * Setup's second part: the QR code to scan, the secret as text for those who cannot scan, and the first code from
 * the app, which turns the factor on and answers the recovery codes.
 */
export function TotpSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<CodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ code }: CodeInput) => {
    try {
      const res = await apiRequest("POST", "/api/auth/second-factor/confirm", { code });
      onConfirmed(((await res.json()) as { recoveryCodes: string[] }).recoveryCodes);
    } catch (error) {
      if (applyServerErrors(error, setError, ["code"])) return;
      setError("code", { type: "server", message: serverMessage(error, "That code did not work.") });
    }
  };

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app (such as your password manager, Google Authenticator or Aegis).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div
        role="img"
        aria-label="QR code to add People's Verdict to your authenticator app"
        className="size-48 rounded-md bg-white p-2 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div className="space-y-1">
        <p className="text-sm font-medium" id="totp-secret-label">
          Setup key
        </p>
        <code
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          className="block rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
        >
          {setup.secret}
        </code>
      </div>
      <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-3">
        <CodeField id="totp-confirm-code" error={errors.code?.message} {...register("code")} />
        <div className="flex flex-wrap gap-2">
          <div className="min-w-40 flex-1">
            <SubmitButton pending={isSubmitting} pendingLabel="Checking...">
              Turn on
            </SubmitButton>
          </div>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
