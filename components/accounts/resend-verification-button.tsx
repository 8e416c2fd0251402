"use client";

import { useState } from "react";
import { Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { emailSchema } from "@/lib/validation/auth";
import { serverMessage } from "./server-errors";
import { TOAST_MS } from "./toast-durations";

type Props = { variant?: "outline" | "default"; from?: string | null };

/**
 * 'Resend Verification Email': asks for the address through the browser's prompt, as documented. `from`: where
 * sign-in started; the new link carries it, as the first one did (lib/safe-redirect.ts).
 */
export function ResendVerificationButton({ variant = "outline", from = null }: Props) {
  const [pending, setPending] = useState(false);

  const resend = async () => {
    const input = window.prompt("Enter the email address you registered with:");
    if (input === null || !input.trim()) return;
    const parsed = emailSchema.safeParse({ email: input });
    if (!parsed.success) {
      toast({
        title: "Invalid Email",
        description: "Invalid email address",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      return;
    }
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/resend-verification", {
        ...parsed.data,
        ...(from ? { from } : {}),
      });
      const { message } = (await res.json()) as { message: string };
      toast({ title: "Verification Email Sent", description: message, duration: TOAST_MS.normal });
    } catch (error) {
      const description = serverMessage(error, "Failed to resend the verification email. Please try again.");
      toast({ title: "Resend Failed", description, variant: "destructive", duration: TOAST_MS.normal });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      type="button"
      variant={variant}
      className="w-full"
      onClick={() => void resend()}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      Resend Verification Email
    </Button>
  );
}
