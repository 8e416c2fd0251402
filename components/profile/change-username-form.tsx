"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { requestUsernameChangeSchema, type RequestUsernameChangeInput } from "@/lib/validation/auth";
import { submitHandler } from "@/lib/form-submit";

export function ChangeUsernameForm({ username }: { username: string }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<RequestUsernameChangeInput>({
    resolver: zodResolver(requestUsernameChangeSchema),
    defaultValues: { newUsername: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: RequestUsernameChangeInput) => {
    try {
      const res = await apiRequest("POST", "/api/auth/request-username-change", values);
      const { message } = (await res.json()) as { message: string };
      toast({ title: "Verification Email Sent", description: message, duration: TOAST_MS.normal });
      reset();
    } catch (error) {
      if (applyServerErrors(error, setError, ["newUsername"])) return;
      toast({
        title: "Error",
        description: "Failed to request username change",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="currentUsername">Current Username</Label>
        <Input id="currentUsername" value={username} readOnly className="bg-muted" />
      </div>
      <FormField
        id="newUsername"
        label="New Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 20 letters, numbers or underscores. We email you a link to confirm the change."
        error={errors.newUsername?.message}
        {...register("newUsername")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {isSubmitting ? "Sending..." : "Change Username"}
      </Button>
    </form>
  );
}
