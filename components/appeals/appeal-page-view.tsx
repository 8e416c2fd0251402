"use client";

import { useState } from "react";
import Link from "next/link";
import { CheckCircle2, Gavel, ShieldAlert } from "lucide-react";
import { APPEAL_STATUS_LABELS, type AppealContext } from "@/lib/appeals/types";
import { AppealForm } from "./appeal-form";

type Props = {
  /** null: no decision named (the page was opened without a link) */
  context: AppealContext | { refusal: string } | null;
  /** the signed link of a ban or suspension notice */
  link?: { token: string };
};

const Frame = ({ children }: { children: React.ReactNode }) => (
  <div className="mx-auto w-full max-w-2xl space-y-4 px-3 py-6 sm:px-6">
    <h1 className="flex items-center gap-2 text-2xl font-bold">
      <Gavel className="size-6" aria-hidden />
      Appeal a decision
    </h1>
    {children}
  </div>
);

/** The decision (what, on what, rule, facts, when, until when) and the statement form; or why it cannot be appealed. */
export function AppealPageView({ context, link }: Props) {
  const [sent, setSent] = useState(false);
  if (!context) {
    return (
      <Frame>
        <p className="text-muted-foreground">
          Every moderation notice in your{" "}
          <Link href="/inbox" className="underline underline-offset-4">
            inbox
          </Link>{" "}
          has an Appeal button while it can be appealed. If you cannot sign in, use the link in the email we sent you.
        </p>
      </Frame>
    );
  }
  if (!("actionId" in context)) {
    return (
      <Frame>
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {context.refusal}
        </p>
      </Frame>
    );
  }
  const rows: [string, string][] = [
    ["What was decided", `A ${context.what}, on ${context.decidedOn}`],
    ["Content or account", context.subject],
    ["Rule applied", context.rule],
    ["Facts given by the moderator", context.facts],
    ["Appeal until", context.until],
  ];
  return (
    <Frame>
      <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        {context.appealStatus && (
          <div className="contents">
            <dt className="text-muted-foreground">Your appeal</dt>
            <dd>{APPEAL_STATUS_LABELS[context.appealStatus]}</dd>
          </div>
        )}
      </dl>
      {sent ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-border p-4 text-sm">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
          Your appeal was sent. A member of the staff who did not take the decision will review it, and you will be told
          the outcome by email.
        </p>
      ) : context.refusal ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {context.refusal}
        </p>
      ) : (
        <AppealForm
          endpoint={link ? "/api/appeals/link" : "/api/appeals"}
          payload={link ? { token: link.token } : { actionId: context.actionId }}
          onSent={() => setSent(true)}
        />
      )}
    </Frame>
  );
}
