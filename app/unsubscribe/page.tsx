import type { Metadata } from "next";
import { UnsubscribeByLink } from "@/components/accounts/unsubscribe-by-link";
import { UnsubscribeForm } from "@/components/accounts/unsubscribe-form";
import { firstParam } from "@/components/accounts/search-param";
import { unsubscribePageOf } from "@/lib/server/accounts/unsubscribe-page-of";

export const metadata: Metadata = { title: "Unsubscribe" };

type Props = { searchParams: Promise<{ email?: string | string[]; u?: string | string[]; sig?: string | string[] }> };

/**
 * /unsubscribe?u=ID&sig=HMAC (a signed link: mailed by the form below, or in product mail): one button unsubscribes.
 * Without one: the form that mails the address such a link (issue 24 item 6.11).
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const email = firstParam(params.email) ?? "";
  const u = firstParam(params.u);
  const sig = firstParam(params.sig);
  if (u === null && sig === null) return <UnsubscribeForm email={email.slice(0, 254)} />;
  const link = await unsubscribePageOf(u, sig);
  if (!link) return <UnsubscribeForm email="" invalidLink />;
  return <UnsubscribeByLink email={link.email} oneClick={link.oneClick} />;
}
