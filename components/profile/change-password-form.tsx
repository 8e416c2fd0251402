"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { NewPasswordFields } from "@/components/accounts/new-password-fields";
import { applyServerErrors } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/validation/auth";
import { submitHandler } from "@/lib/form-submit";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const res = await apiRequest("POST", "/api/auth/change-password", values);
      const { message } = (await res.json()) as { message: string };
      toast({ title: "Verification Email Sent", description: message, duration: TOAST_MS.normal });
      reset();
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) return;
      const limited = error instanceof ApiError && error.code === "RATE_LIMITED";
      const description = limited ? (error.serverMessage ?? "Failed to change password") : "Failed to change password";
      toast({ title: "Error", description, variant: "destructive", duration: TOAST_MS.normal });
    }
  };

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
      <FormField
        id="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <NewPasswordFields
        password={{ label: "New Password", error: errors.newPassword?.message, ...register("newPassword") }}
        confirm={{
          id: "confirmNewPassword",
          label: "Confirm New Password",
          error: errors.confirmPassword?.message,
          ...register("confirmPassword"),
        }}
      />
      <p className="text-xs text-muted-foreground">
        We email you a link to confirm. Confirming signs you out on every device.
      </p>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {isSubmitting ? "Sending..." : "Change Password"}
      </Button>
    </form>
  );
}
