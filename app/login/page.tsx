import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/accounts/auth-card";
import { LoginForm } from "@/components/accounts/login-form";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Log In" };

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { from } = await searchParams;
  const { DEMO_MODE, DEMO_PASSWORD } = env();
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to vote and create debates"
      footer={
        <>
          <p>
            Don&apos;t have an account?{" "}
            <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign up
            </Link>
          </p>
          {DEMO_MODE && (
            <p className="rounded-md bg-muted px-3 py-2 text-xs" data-testid="demo-accounts">
              Demo accounts: <strong>demo_user</strong> (user) and <strong>demo_moderator</strong> (moderator), password{" "}
              <code className="font-mono">{DEMO_PASSWORD}</code>
            </p>
          )}
        </>
      }
    >
      <LoginForm redirectTo={from === "create-debate" ? "/create" : "/"} />
    </AuthCard>
  );
}
