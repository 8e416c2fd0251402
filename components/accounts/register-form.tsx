"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError, apiRequest, errorCode } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { withFrom } from "@/lib/safe-redirect";
import { registerSchema, type RegisterInput } from "@/lib/validation/auth";
import { FormField } from "@/components/ui/form-field";
import { NewPasswordFields } from "@/components/accounts/new-password-fields";
import { POW_RETRY_ID, ProofOfWorkStatus } from "./proof-of-work-status";
import { applyServerErrors } from "./server-errors";
import { SubmitButton } from "./submit-button";
import { TOAST_MS } from "./toast-durations";
import { useProofOfWork } from "./use-proof-of-work";
import { submitHandler } from "@/lib/form-submit";

type RegisterAnswer = {
  message: string;
  developmentMode: boolean;
  emailFailed: boolean;
  developmentAutoVerify: boolean;
};

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;

function announce(answer: RegisterAnswer) {
  if (answer.emailFailed) {
    toast({
      title: "Verification Email Not Sent",
      description:
        "Your account was created, but we could not send the email. See Email Help (/email-help), then use 'Resend Verification Email'.",
      duration: TOAST_MS.help,
    });
  } else if (answer.developmentMode) {
    toast({
      title: "Development Mode",
      description: (
        <>
          Your verification email is in the development mailbox at{" "}
          <Link href="/dev/mailbox" className="font-medium underline underline-offset-2">
            /dev/mailbox
          </Link>
          .
        </>
      ),
      duration: TOAST_MS.long,
    });
  } else {
    toast({ title: "Registration Successful", description: answer.message, duration: TOAST_MS.normal });
  }
}

/** `from`: where sign-in started; carried on to /verify-email and from there to login (lib/safe-redirect.ts). */
export function RegisterForm({ from = null }: { from?: string | null }) {
  const router = useRouter();
  const { register, handleSubmit, setError, formState } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;
  const [redirecting, setRedirecting] = useState(false);
  const pow = useProofOfWork();
  const [finishingCheck, setFinishingCheck] = useState(false);

  const onSubmit = async (values: RegisterInput) => {
    // the proof of work started when the page loaded; a quick person waits here for the rest of it
    setFinishingCheck(pow.state.phase === "solving");
    const altcha = await pow.take();
    setFinishingCheck(false);
    if (!altcha) {
      document.getElementById(POW_RETRY_ID)?.focus();
      return;
    }
    try {
      const answer = (await (
        await apiRequest("POST", "/api/auth/register", { ...values, ...(from ? { from } : {}), altcha })
      ).json()) as RegisterAnswer;
      announce(answer);
      setRedirecting(true);
      setTimeout(() => router.push(withFrom("/verify-email", from)), answer.developmentMode ? 2000 : 1500);
    } catch (error) {
      // a solution is spent by any answer: the next press needs a new one
      const refused = errorCode(error) === "CHALLENGE_FAILED" || errorCode(error) === "CHALLENGE_REQUIRED";
      pow.again(refused);
      if (refused) return;
      if (applyServerErrors(error, setError, FIELDS)) return;
      const limited = error instanceof ApiError && error.code === "RATE_LIMITED";
      toast({
        title: "Registration Failed",
        description: limited
          ? (error.serverMessage ?? "Too many requests. Please try again later.")
          : "Failed to create account. Please try again.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
      <FormField
        id="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register("username")}
      />
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <NewPasswordFields
        password={{ label: "Password", error: errors.password?.message, ...register("password") }}
        confirm={{ label: "Confirm Password", error: errors.confirmPassword?.message, ...register("confirmPassword") }}
      />
      <ProofOfWorkStatus state={pow.state} onRetry={() => pow.again()} />
      <SubmitButton
        pending={isSubmitting || redirecting}
        pendingLabel={
          redirecting ? "Redirecting..." : finishingCheck ? "Finishing security check..." : "Creating account..."
        }
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
