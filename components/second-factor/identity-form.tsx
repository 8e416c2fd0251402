"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { applyServerErrors, serverMessage } from "@/components/accounts/server-errors";
import { SubmitButton } from "@/components/accounts/submit-button";
import { FormField } from "@/components/ui/form-field";
import { confirmIdentitySchema, type ConfirmIdentityInput } from "@/lib/validation/second-factor";
import type { SudoMethod } from "@/lib/second-factor/types";
import { CodeField } from "./code-field";
import { submitHandler } from "@/lib/form-submit";

type Props = {
  /** the check asked for: "either" lets the person choose (turning the factor off, new recovery codes) */
  method: Exclude<SudoMethod, "passkey"> | "either";
  submitLabel: string;
  /** sends the password or the code; throws the server's refusal */
  onConfirm: (input: ConfirmIdentityInput) => Promise<void>;
  idPrefix: string;
};

/** The password or a second factor's code, whichever is asked, with the server's refusal under its field. */
export function IdentityForm({ method, submitLabel, onConfirm, idPrefix }: Props) {
  const [useCode, setUseCode] = useState(method === "code");
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, resetField, formState } = useForm<ConfirmIdentityInput>({
    resolver: zodResolver(confirmIdentitySchema),
    defaultValues: { code: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const submit = async (values: ConfirmIdentityInput) => {
    setFailure(null);
    try {
      await onConfirm(useCode ? { code: values.code } : { password: values.password });
    } catch (error) {
      if (applyServerErrors(error, setError, [useCode ? "code" : "password"])) return;
      setFailure(serverMessage(error, "That did not work. Please try again."));
    }
  };

  const switchTo = (code: boolean) => {
    setUseCode(code);
    resetField("code");
    resetField("password");
    setFailure(null);
  };

  return (
    <form onSubmit={submitHandler(handleSubmit(submit))} noValidate className="space-y-3">
      {useCode ? (
        <CodeField id={`${idPrefix}-code`} allowRecovery error={errors.code?.message} {...register("code")} />
      ) : (
        <FormField
          id={`${idPrefix}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
      )}
      {method === "either" && (
        <button
          type="button"
          className="block text-sm text-primary underline-offset-4 hover:underline focus-visible:underline"
          onClick={() => switchTo(!useCode)}
        >
          {useCode ? "Use your password instead" : "Use a code instead"}
        </button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <SubmitButton pending={isSubmitting} pendingLabel="Checking...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
