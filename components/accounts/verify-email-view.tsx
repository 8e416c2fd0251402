"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { CheckCircle2, Loader2, Mail, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { withFrom } from "@/lib/safe-redirect";
import { AuthCard } from "./auth-card";
import { PasskeyOffer } from "./passkey-offer";
import { ResendVerificationButton } from "./resend-verification-button";
import { serverMessage } from "./server-errors";
import { TOAST_MS } from "./toast-durations";

type State = "waiting" | "loading" | "success" | "error";
const FAILED = "Failed to verify email. The link may be expired.";

/** `from`: where sign-in started before registering; the way to login carries it on (lib/safe-redirect.ts). */
export function VerifyEmailView({ token, from = null }: { token: string | null; from?: string | null }) {
  const router = useRouter();
  const loginHref = withFrom("/login", from);
  const [already, setAlready] = useState(false);
  const [state, setState] = useState<State>(token ? "loading" : "waiting");
  const [message, setMessage] = useState("");
  // a token works once: React's development double effect must not spend it twice
  const started = useRef(false);
  // the card says it too: the toast is for this page only, gone when the reader moves on (to login, or anywhere)
  const verifiedToast = useRef<(() => void) | null>(null);
  useEffect(() => () => verifiedToast.current?.(), []);
  // the move on to login, held back while the reader looks at the passkey offer
  const goOn = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    apiRequest("GET", `/api/auth/verify-email?token=${encodeURIComponent(token)}`)
      .then(async (res) => {
        const body = (await res.json()) as { message: string; alreadyVerified?: boolean };
        setMessage(body.message);
        setAlready(body.alreadyVerified === true);
        setState("success");
        verifiedToast.current = toast({
          title: body.alreadyVerified ? "Email Already Verified" : "Email Verified",
          description: body.message,
          duration: TOAST_MS.normal,
        }).dismiss;
        goOn.current = setTimeout(() => {
          verifiedToast.current?.();
          router.push(loginHref);
        }, 2000);
      })
      .catch((error: unknown) => {
        setMessage(serverMessage(error, FAILED));
        setState("error");
        toast({ title: "Verification Failed", description: FAILED, variant: "destructive", duration: TOAST_MS.normal });
      });
  }, [token, router, loginHref]);

  if (state === "loading") {
    return (
      <AuthCard title="Verifying your email" icon={<Loader2 className="animate-spin" aria-hidden />}>
        <p role="status" className="text-center text-sm text-muted-foreground">
          Please wait while we confirm your email address...
        </p>
      </AuthCard>
    );
  }
  if (state === "success") {
    return (
      <AuthCard
        title={already ? "Email already verified" : "Email Verified!"}
        icon={<CheckCircle2 aria-hidden />}
        description={message}
      >
        <p role="status" className="mb-4 text-center text-sm text-muted-foreground">
          Taking you to the login page...
        </p>
        <Button asChild className="w-full">
          <Link href={loginHref}>Go to Login</Link>
        </Button>
        <PasskeyOffer onInterest={() => clearTimeout(goOn.current)} />
      </AuthCard>
    );
  }
  if (state === "error") {
    return (
      <AuthCard title="Email verification failed" icon={<XCircle aria-hidden />} description={message}>
        <div className="space-y-2">
          <ResendVerificationButton variant="default" from={from} />
          <Button asChild variant="ghost" className="w-full">
            <Link href={loginHref}>Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Check Your Email"
      icon={<Mail aria-hidden />}
      description="We sent a verification link to your email address. Open it to activate your account."
      footer={
        <p>
          Not receiving the email?{" "}
          <Link href="/email-verification-help" className="font-medium text-primary underline-offset-4 hover:underline">
            Get help with verification
          </Link>
        </p>
      }
    >
      <div className="space-y-2">
        <p className="text-center text-sm text-muted-foreground">The link works once and expires in 24 hours.</p>
        <ResendVerificationButton from={from} />
        <Button asChild variant="ghost" className="w-full">
          <Link href={loginHref}>Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
