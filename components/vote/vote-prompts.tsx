"use client";

import Link from "next/link";
import { lazy, Suspense, useEffect, useRef } from "react";
import { CheckCircle2, Lock, MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { KEEP_RECEIPT } from "@/lib/ballots/paths";
import { withFrom } from "@/lib/safe-redirect";

// A receipt is only shown right after a vote is cast here: its Copy button and link load then, not with the page.
const Receipt = lazy(() => import("@/components/ballots/receipt").then((m) => ({ default: m.Receipt })));

type PromptProps = {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  focusRef?: React.Ref<HTMLDivElement>;
};

function Prompt({ icon, title, children, focusRef }: PromptProps) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex flex-col items-center gap-3 rounded-lg border border-border bg-muted/40 p-4 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="status"
    >
      {icon}
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

/**
 * `focus`: the vote was just cast here; the pressed button is gone, so focus moves to the thanks instead of the page.
 * `receipt`: the ballot's receipt, shown this once (the voter finds it again in their voting history).
 */
export function ThankYou({
  focus = false,
  receipt,
}: {
  focus?: boolean;
  receipt?: { debateId: number; value: string };
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Prompt
      icon={<CheckCircle2 className="size-8 text-green-600 dark:text-green-400" aria-hidden />}
      title="Thank you for voting!"
      focusRef={focus ? ref : undefined}
    >
      <p className="text-sm text-muted-foreground">
        Your vote has been recorded. Votes are anonymous: no one can see which side you chose.
      </p>
      {receipt && (
        <Suspense fallback={null}>
          <Receipt debateId={receipt.debateId} receipt={receipt.value} note={KEEP_RECEIPT} />
        </Suspense>
      )}
    </Prompt>
  );
}

/** `from`: the debate's own path, so signing in (or signing up, then in) comes back to it. */
export function LoginRequired({ from }: { from: string }) {
  return (
    <Prompt icon={<Lock className="size-8 text-muted-foreground" aria-hidden />} title="Login Required to Vote">
      <p className="text-sm text-muted-foreground">Sign in with a verified account to cast your vote.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link href={withFrom("/login", from)}>Sign In</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={withFrom("/register", from)}>Create Account</Link>
        </Button>
      </div>
    </Prompt>
  );
}

/** `from`: the debate's own path, carried on to /verify-email, the resent link and login. */
export function VerifyRequired({ from }: { from: string }) {
  return (
    <Prompt
      icon={<MailWarning className="size-8 text-amber-600 dark:text-amber-400" aria-hidden />}
      title="Email Verification Required"
    >
      <p className="text-sm text-muted-foreground">Please verify your email before voting on debates.</p>
      <Button asChild size="sm" variant="outline">
        <Link href={withFrom("/verify-email", from)}>Verify Email</Link>
      </Button>
    </Prompt>
  );
}
