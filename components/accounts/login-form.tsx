"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { mutateQuery } from "@/lib/api/query";
import type { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ApiError, apiRequest, errorCode } from "@/lib/api/client";
import { formatInstant } from "@/lib/format-date";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import { toast } from "@/components/ui/use-toast";
import { safeFrom } from "@/lib/safe-redirect";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors, serverMessage } from "./server-errors";
import { PasskeySignIn } from "./passkey-sign-in";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";
import { tryAgainIn } from "@/lib/try-again-in";
import { SecondFactorStep } from "@/components/second-factor/second-factor-step";
import { useState } from "react";
import { submitHandler } from "@/lib/form-submit";

/** A suspension's 403 names its end in UTC and carries it as suspendedUntil: written here in the reader's zone. */
function suspensionMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "SUSPENDED") return null;
  try {
    const { suspendedUntil } = JSON.parse(error.body) as { suspendedUntil?: unknown };
    return typeof suspendedUntil === "string"
      ? `Your account is suspended until ${formatInstant(suspendedUntil)}.`
      : null;
  } catch {
    return null;
  }
}

/** A 429 says when to try again, from its Retry-After (the server's message says it too, as of its answer). */
function lockoutMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "RATE_LIMITED" || error.retryAfter === undefined) return null;
  return `Too many failed sign-ins. ${tryAgainIn(error.retryAfter)}`;
}

/** `redirectTo`: where sign-in started, checked again here (a same-site path, else home). */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const { register, handleSubmit, control, setError, formState, getValues } = useForm<
    z.input<typeof loginSchema>,
    unknown,
    LoginInput
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrUsername: "", password: "", rememberMe: false },
  });
  const { errors, isSubmitting } = formState;
  // an account with a second factor: the password was right, its code comes next (SecondFactorStep)
  const [codeStep, setCodeStep] = useState(false);

  const onSubmit = async (values: LoginInput) => {
    try {
      const res = await apiRequest("POST", "/api/auth/login", values);
      if (((await res.json()) as { secondFactorRequired?: boolean }).secondFactorRequired) {
        setCodeStep(true);
        return;
      }
      await mutateQuery(CURRENT_USER_KEY);
      router.push(safeFrom(redirectTo));
      router.refresh();
    } catch (error) {
      if (applyServerErrors(error, setError, ["emailOrUsername", "password"])) return;
      const message =
        suspensionMessage(error) ?? lockoutMessage(error) ?? serverMessage(error, "Invalid email or password");
      if (errorCode(error) === "EMAIL_NOT_VERIFIED") {
        toast({ title: "Email Verification Required", description: message, duration: TOAST_MS.long });
      } else {
        toast({ title: "Login Failed", description: message, variant: "destructive", duration: TOAST_MS.normal });
      }
    }
  };

  if (codeStep) return <SecondFactorStep redirectTo={redirectTo} onRestart={() => setCodeStep(false)} />;

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
      <FormField
        id="emailOrUsername"
        label="Email or Username"
        autoComplete="username webauthn"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.emailOrUsername?.message}
        {...register("emailOrUsername")}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="rememberMe"
                checked={field.value ?? false}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="rememberMe" className="font-normal">
            Remember me for 30 days
          </Label>
        </div>
        <Link href="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <PasskeySignIn redirectTo={redirectTo} rememberMe={() => getValues("rememberMe") ?? false} />
    </form>
  );
}
