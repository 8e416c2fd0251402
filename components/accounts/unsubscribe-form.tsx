"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BellOff, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { unsubscribeSchema, type EmailInput } from "@/lib/validation/auth";
import { AuthCard } from "./auth-card";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";

export function UnsubscribeForm({ email }: { email: string }) {
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({
    resolver: zodResolver(unsubscribeSchema),
    defaultValues: { email },
  });

  const onSubmit = async (values: EmailInput) => {
    try {
      await apiRequest("POST", "/api/auth/unsubscribe", values);
      setDone(true);
    } catch (error) {
      if (applyServerErrors(error, setError, ["email"])) return;
      toast({
        title: "Failed to unsubscribe",
        description: "Failed to unsubscribe. Please try again.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  if (done) {
    return (
      <AuthCard
        title="You're Unsubscribed"
        icon={<CheckCircle2 aria-hidden />}
        description="You will no longer receive announcements, reply notifications or results by email."
      >
        <p className="mb-4 text-center text-sm text-muted-foreground">
          Account and security emails (verification, password reset, confirmations) are still sent, because you asked
          for them.
        </p>
        <Button asChild className="w-full">
          <Link href="/">Back to Home</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Unsubscribe from Emails"
      icon={<BellOff aria-hidden />}
      description="Enter your email address to stop product emails from People's Verdict."
    >
      <div className="mb-4 rounded-md bg-muted p-3 text-sm">
        <p className="mb-1 font-medium">What stops:</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Announcements from the People&apos;s Verdict team</li>
          <li>Notifications when someone replies to your comments</li>
        </ul>
        <p className="mt-2 text-muted-foreground">Your inbox on the site keeps every message.</p>
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        <SubmitButton pending={formState.isSubmitting} pendingLabel="Unsubscribing...">
          Unsubscribe
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
