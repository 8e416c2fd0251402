import type { Metadata } from "next";
import Link from "next/link";
import { Mail } from "lucide-react";
import { AuthCard } from "@/components/accounts/auth-card";
import { RegisterForm } from "@/components/accounts/register-form";
import { firstParam } from "@/components/accounts/search-param";
import { getActor } from "@/lib/server/accounts/get-actor";
import { withFrom } from "@/lib/safe-redirect";
import { redirect } from "next/navigation";

export const metadata: Metadata = { title: "Sign Up" };

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function RegisterPage({ searchParams }: Props) {
  if (await getActor()) redirect("/");
  const from = firstParam((await searchParams).from);
  return (
    <AuthCard
      title="Create an Account"
      description="Join People's Verdict and let your vote count"
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link
              href={withFrom("/login", from)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </p>
          <p className="text-xs">
            By creating an account you agree to our terms of service and privacy policy: vote once per debate, keep
            comments civil, and do not impersonate others.
          </p>
        </>
      }
    >
      <div className="mb-4 flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          We will email you a verification link. If it does not arrive within a few minutes, check your spam folder or
          see{" "}
          <Link href="/email-help" className="font-medium underline underline-offset-2">
            Email Help
          </Link>
          .
        </p>
      </div>
      <RegisterForm from={from} />
    </AuthCard>
  );
}
