"use client";

import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { withLocalFrom } from "@/lib/local-from";

type PromptProps = {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  focusRef?: React.Ref<HTMLDivElement>;
};

export function Prompt({ icon, title, children, focusRef }: PromptProps) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex flex-col items-center gap-2 rounded-lg border border-border bg-muted/40 p-3 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="status"
    >
      <p className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </p>
      {children}
    </div>
  );
}

/** `from`: the debate's own path (`/debate/{id}`), so signing in (or signing up, then in) comes back to it. */
export function LoginRequired({ from }: { from: string }) {
  return (
    <Prompt
      icon={<Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden />}
      title="Login Required to Vote"
    >
      <p className="text-sm text-muted-foreground">Sign in with a verified account to cast your vote.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link href={withLocalFrom("/login", from)}>Sign In</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={withLocalFrom("/register", from)}>Create Account</Link>
        </Button>
      </div>
    </Prompt>
  );
}
