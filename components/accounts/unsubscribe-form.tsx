"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BellOff, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { unsubscribeSchema, type EmailInput } from "@/lib/validation/auth";
import { AuthCard } from "./auth-card";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";
import { WhatStops } from "./what-stops";
import { submitHandler } from "@/lib/form-submit";

/**
 * /unsubscribe without a signed link: the address typed in is mailed a one-click link (issue 24 item 6.11), so nobody
 * can stop someone else's mail; the answer is the same whatever the address. `invalidLink`: a link that did not check.
 */
export function UnsubscribeForm({ email, invalidLink = false }: { email: string; invalidLink?: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({
    resolver: zodResolver(unsubscribeSchema),
    defaultValues: { email },
  });

  const onSubmit = async (values: EmailInput) => {
    try {
      await apiRequest("POST", "/api/auth/unsubscribe", values);
      setSentTo(values.email);
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

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email" icon={<MailCheck aria-hidden />}>
        <p className="mb-4 text-center text-sm text-muted-foreground">
          If an account uses {sentTo}, we have emailed it a link. Open it and press Unsubscribe: one click stops
          announcements, reply notifications and results by email.
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
      description="Enter your email address: we will email it a link that stops product emails in one click."
    >
      {invalidLink && (
        <p role="alert" className="mb-4 rounded-md border border-destructive p-3 text-sm text-destructive">
          This unsubscribe link is not valid. Ask for a new one below.
        </p>
      )}
      <WhatStops />
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
          Email me a link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
