"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { mutateQuery } from "@/lib/api/query";
import { applyServerErrors, serverMessage } from "@/components/accounts/server-errors";
import { SubmitButton } from "@/components/accounts/submit-button";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, errorCode } from "@/lib/api/client";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import { safeFrom } from "@/lib/safe-redirect";
import { tryAgainIn } from "@/lib/try-again-in";
import { secondFactorCodeSchema } from "@/lib/validation/second-factor";
import { CodeField } from "./code-field";
import { submitHandler } from "@/lib/form-submit";

type CodeInput = { code: string };

/**
 * Sign-in's second step (docs/decisions/0024-second-factor.md): the password was right, and the account has a second
 * factor; its code (or a recovery code) opens the session. `onRestart` goes back to the password when the five
 * minutes the server gives this step are up.
 */
export function SecondFactorStep({ redirectTo, onRestart }: { redirectTo: string; onRestart: () => void }) {
  const router = useRouter();
  const { register, handleSubmit, setError, formState } = useForm<CodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ code }: CodeInput) => {
    try {
      const res = await apiRequest("POST", "/api/auth/login/second-factor", { code });
      const { usedRecoveryCode } = (await res.json()) as { usedRecoveryCode?: boolean };
      if (usedRecoveryCode)
        toast({
          title: "Recovery code used",
          description: "That code will not work again. Make new ones in Settings if you are running low.",
          duration: TOAST_MS.long,
        });
      await mutateQuery(CURRENT_USER_KEY);
      router.push(safeFrom(redirectTo));
      router.refresh();
    } catch (error) {
      if (errorCode(error) === "AUTH_REQUIRED") {
        toast({ title: "Sign-in expired", description: serverMessage(error, ""), duration: TOAST_MS.normal });
        onRestart();
        return;
      }
      if (applyServerErrors(error, setError, ["code"])) return;
      const lockout =
        error instanceof ApiError && error.code === "RATE_LIMITED" && error.retryAfter !== undefined
          ? `Too many wrong codes. ${tryAgainIn(error.retryAfter)}`
          : null;
      const message = lockout ?? serverMessage(error, "That code did not work. Please try again.");
      setError("code", { type: "server", message }, { shouldFocus: true });
    }
  };

  return (
    <form
      onSubmit={submitHandler(handleSubmit(onSubmit))}
      noValidate
      className="space-y-4"
      aria-labelledby="second-factor-heading"
    >
      <div className="space-y-1">
        <h2 id="second-factor-heading" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      <CodeField id="second-factor-code" allowRecovery autoFocus error={errors.code?.message} {...register("code")} />
      <SubmitButton pending={isSubmitting} pendingLabel="Verifying...">
        Verify and sign in
      </SubmitButton>
      <button
        type="button"
        onClick={onRestart}
        className="text-sm text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        Back to email and password
      </button>
    </form>
  );
}
