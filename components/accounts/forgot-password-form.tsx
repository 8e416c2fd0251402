"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { forgotPasswordSchema, type EmailInput } from "@/lib/validation/auth";
import { AuthCard } from "./auth-card";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";
import { submitHandler } from "@/lib/form-submit";

type Sent = { message: string; resetToken?: string };

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<Sent | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async (values: EmailInput) => {
    try {
      setSent((await (await apiRequest("POST", "/api/auth/forgot-password", values)).json()) as Sent);
    } catch (error) {
      if (applyServerErrors(error, setError, ["email"])) return;
      const limited = error instanceof ApiError && error.code === "RATE_LIMITED";
      const description = limited ? (error.serverMessage ?? "") : "Failed to send reset link. Please try again.";
      toast({ title: "Error", description, variant: "destructive", duration: TOAST_MS.normal });
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check Your Email" icon={<MailCheck aria-hidden />} description={sent.message}>
        <div className="space-y-4">
          {sent.resetToken && (
            <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              <p className="font-medium">Development mode: your reset token</p>
              <code
                className="block break-all rounded bg-background/60 p-2 font-mono text-xs"
                data-testid="reset-token"
              >
                {sent.resetToken}
              </code>
              <Button asChild className="w-full">
                <Link href={`/reset-password?token=${encodeURIComponent(sent.resetToken)}`}>Use Reset Link</Link>
              </Button>
            </div>
          )}
          <p className="text-center text-sm text-muted-foreground">
            The link expires in 1 hour. Check your spam folder if it does not arrive.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
      footer={
        <Link href="/login" className="text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        <SubmitButton pending={formState.isSubmitting} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
