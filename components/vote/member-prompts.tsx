"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { CheckCircle2, MailWarning } from "lucide-react";
import { Receipt } from "@/components/ballots/receipt";
import { Button } from "@/components/ui/button";
import { KEEP_RECEIPT } from "@/lib/ballots/paths";
import { withFrom } from "@/lib/safe-redirect";
import { Prompt } from "./vote-prompts";

// The signed-in voter's prompts (thanks with the fresh receipt, verify your email): the vote widget loads this file
// as a chunk of its own, so a visitor's page, which only ever shows 'Login Required to Vote', does not load it.

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
      icon={<CheckCircle2 className="size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden />}
      title="Thank you for voting!"
      focusRef={focus ? ref : undefined}
    >
      <p className="text-sm text-muted-foreground">
        Your vote has been recorded. Votes are anonymous: no one can see which side you chose.
      </p>
      {receipt && <Receipt debateId={receipt.debateId} receipt={receipt.value} note={KEEP_RECEIPT} />}
    </Prompt>
  );
}

/** `from`: the debate's own path, carried on to /verify-email, the resent link and login. */
export function VerifyRequired({ from }: { from: string }) {
  return (
    <Prompt
      icon={<MailWarning className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />}
      title="Email Verification Required"
    >
      <p className="text-sm text-muted-foreground">Please verify your email before voting on debates.</p>
      <Button asChild size="sm" variant="outline">
        <Link href={withFrom("/verify-email", from)}>Verify Email</Link>
      </Button>
    </Prompt>
  );
}
