"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { mutateQuery, readQuery } from "@/lib/api/query";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import { AuthCard } from "./auth-card";
import { serverMessage } from "./server-errors";

const COPY = {
  username: {
    url: "/api/auth/verify-username-change",
    verifying: "Verifying your username change...",
    success: "Username Changed",
    failed: "An error occurred while verifying the username change.",
  },
  password: {
    url: "/api/auth/verify-password-change",
    verifying: "Verifying your password change...",
    success: "Password Changed",
    failed: "An error occurred while verifying the password change.",
  },
} as const;

type Props = { kind: keyof typeof COPY; token: string | null };
type State = { step: "verifying" | "success" | "error"; message: string };

/** /verify-username-change and /verify-password-change: spends the mailed token once, then success or error. */
export function ConfirmChangeView({ kind, token }: Props) {
  const copy = COPY[kind];
  const [state, setState] = useState<State>(
    token
      ? { step: "verifying", message: "" }
      : { step: "error", message: "Invalid verification link. No token provided." },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    apiRequest("POST", copy.url, { token })
      .then(async (res) => {
        const { message } = (await res.json()) as { message: string };
        setState({ step: "success", message });
        // a password change ended every session, so a refetch would only 401; a visitor has nothing to refresh
        if (kind === "password") await mutateQuery(CURRENT_USER_KEY, null, { revalidate: false });
        else if (readQuery(CURRENT_USER_KEY)) await mutateQuery(CURRENT_USER_KEY);
      })
      .catch((error: unknown) => setState({ step: "error", message: serverMessage(error, copy.failed) }));
  }, [token, copy, kind]);

  const links = (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild variant="outline" className="flex-1">
        <Link href="/">Back to Home</Link>
      </Button>
      {kind === "username" ? (
        <Button asChild className="flex-1">
          <Link href="/profile">Go to Profile</Link>
        </Button>
      ) : (
        <Button asChild className="flex-1">
          <Link href="/login">Go to Login</Link>
        </Button>
      )}
    </div>
  );

  if (state.step === "verifying") {
    return (
      <AuthCard title="Verifying..." icon={<Loader2 className="animate-spin" aria-hidden />}>
        <p role="status" className="text-center text-sm text-muted-foreground">
          {copy.verifying}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={state.step === "success" ? copy.success : "Verification Failed"}
      icon={state.step === "success" ? <CheckCircle2 aria-hidden /> : <XCircle aria-hidden />}
    >
      <p role={state.step === "error" ? "alert" : "status"} className="mb-6 text-center text-sm text-muted-foreground">
        {state.message}
      </p>
      {links}
    </AuthCard>
  );
}
