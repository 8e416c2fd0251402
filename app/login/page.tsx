import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/accounts/auth-card";
import { AuthRequiredNotice } from "@/components/accounts/auth-required-notice";
import { INVALID_RESET } from "@/components/accounts/invalid-reset";
import { InvalidResetNotice } from "@/components/accounts/invalid-reset-notice";
import { LoginForm } from "@/components/accounts/login-form";
import { getActor } from "@/lib/server/accounts/get-actor";
import { env } from "@/lib/env";
import { CREATE_DEBATE_FROM, safeFrom, withFrom } from "@/lib/safe-redirect";

export const metadata: Metadata = { title: "Log In" };

type Props = { searchParams: Promise<{ from?: string | string[]; reset?: string | string[] }> };

const DEMO_ACCOUNTS = [
  ["demo_user", "user"],
  ["demo_plus", "PV+"],
  ["demo_moderator", "moderator"],
  ["demo_admin", "admin"],
] as const;

export default async function LoginPage({ searchParams }: Props) {
  if (await getActor()) redirect("/");
  const { from, reset } = await searchParams;
  const first = Array.isArray(from) ? from[0] : from;
  const redirectTo = safeFrom(first);
  const { DEMO_MODE, DEMO_PASSWORD } = env();
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to vote and create debates"
      footer={
        <>
          <p>
            Don&apos;t have an account?{" "}
            <Link
              href={withFrom("/register", first)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign up
            </Link>
          </p>
          {DEMO_MODE && (
            <p className="rounded-md bg-muted px-3 py-2 text-xs text-foreground" data-testid="demo-accounts">
              Demo accounts:{" "}
              {DEMO_ACCOUNTS.map(([name, role], i) => (
                <span key={name}>
                  <strong>{name}</strong> ({role})
                  {i < DEMO_ACCOUNTS.length - 2 ? ", " : i === DEMO_ACCOUNTS.length - 2 ? " and " : ""}
                </span>
              ))}
              , password <code className="font-mono">{DEMO_PASSWORD}</code>
            </p>
          )}
        </>
      }
    >
      {first === CREATE_DEBATE_FROM && <AuthRequiredNotice />}
      {reset === INVALID_RESET.value && <InvalidResetNotice />}
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
