import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, MailWarning } from "lucide-react";
import { AuthRequiredRedirect } from "@/components/debate/auth-required-redirect";
import { CreateDebateForm } from "@/components/debate/create-debate-form";
import { Button } from "@/components/ui/button";
import { getActor } from "@/lib/server/accounts/get-actor";
import { listCategories } from "@/lib/server/debates/list-categories";

export const metadata: Metadata = { title: "Create Debate", robots: { index: false } };

function VerifyEmailPrompt() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center">
      <MailWarning className="size-10 text-amber-600 dark:text-amber-400" aria-hidden />
      <h2 className="text-lg font-semibold">Email Verification Required</h2>
      <p className="text-sm text-muted-foreground">Please verify your email before creating debates.</p>
      <Button asChild>
        <Link href="/verify-email">Verify Email</Link>
      </Button>
    </div>
  );
}

export default async function CreateDebatePage() {
  const actor = await getActor();
  const categories = actor?.emailVerified ? await listCategories() : [];
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-3 py-6 sm:px-6">
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">Create a New Debate</h1>
      {!actor ? (
        <AuthRequiredRedirect />
      ) : !actor.emailVerified ? (
        <VerifyEmailPrompt />
      ) : (
        <CreateDebateForm categories={categories} />
      )}
    </div>
  );
}
