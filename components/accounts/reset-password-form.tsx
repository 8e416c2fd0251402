"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/validation/auth";
import { AuthCard } from "./auth-card";
import { NewPasswordFields } from "@/components/accounts/new-password-fields";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";
import { submitHandler } from "@/lib/form-submit";

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ResetPasswordInput) => {
    try {
      await apiRequest("POST", "/api/auth/reset-password", values);
      setDone(true);
    } catch (error) {
      if (applyServerErrors(error, setError, ["password", "confirmPassword"])) return;
      toast({
        title: "Reset Failed",
        description: "Failed to reset password. The link may be expired.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  if (done) {
    return (
      <AuthCard
        title="Password Reset Successful"
        icon={<CheckCircle2 aria-hidden />}
        description="Your password has been changed and every device was signed out."
      >
        <Button asChild className="w-full">
          <Link href="/login">Go to Login</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
        <input type="hidden" {...register("token")} />
        <NewPasswordFields
          password={{ label: "New Password", error: errors.password?.message, ...register("password") }}
          confirm={{
            label: "Confirm New Password",
            error: errors.confirmPassword?.message,
            ...register("confirmPassword"),
          }}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Resetting...">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
