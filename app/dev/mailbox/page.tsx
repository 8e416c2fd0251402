import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { firstParam } from "@/components/accounts/search-param";
import { DevMailList } from "@/components/accounts/dev-mail-list";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { env } from "@/lib/env";
import { devMailOneClickLinks } from "@/lib/server/mail/dev-mail-one-click";
import { listDevMail } from "@/lib/server/mail/list-dev-mail";
import { emailField } from "@/lib/validation/fields";

export const metadata: Metadata = { title: "Development Mailbox", robots: { index: false } };

type Props = { searchParams: Promise<{ to?: string | string[] }> };

// Demo mode only: every mail the app sent, so accounts can be verified without a real inbox.
export default async function DevMailboxPage({ searchParams }: Props) {
  if (!env().DEMO_MODE) notFound();
  const raw = firstParam((await searchParams).to);
  const to = raw && emailField.safeParse(raw).success ? raw : undefined;
  const mails = await listDevMail({ to });
  const oneClick = await devMailOneClickLinks(mails);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Development Mailbox</h1>
        <p className="text-sm text-muted-foreground">
          Demo mode keeps a copy of every email here. Newest first{to ? `, for ${to}` : ", latest 50"}.
        </p>
      </div>
      <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor="to">Recipient email</Label>
          <Input id="to" name="to" type="email" defaultValue={raw ?? ""} placeholder="you@example.com" />
        </div>
        <Button type="submit">Show Mail</Button>
      </form>
      <DevMailList mails={mails} oneClick={oneClick} />
    </div>
  );
}
