import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { isProductMailKind } from "./send-product-mail";
import { unsubscribeLinks } from "@/lib/email/unsubscribe-link";

/**
 * For the development mailbox: the one-click address (path and query) the List-Unsubscribe header of each product
 * mail named, signed again for the recipient's account (the signature depends only on the user id, so it is the
 * same link); null for account mail and for an address that no longer has an account. One query for the page.
 */
export async function devMailOneClickLinks(mails: { to: string; kind: string }[]): Promise<(string | null)[]> {
  const emails = [...new Set(mails.filter((m) => isProductMailKind(m.kind)).map((m) => m.to.toLowerCase()))];
  if (!emails.length) return mails.map(() => null);
  const rows = await getDb()
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const byEmail = new Map(
    rows.flatMap((r) => (r.email ? [[r.email.toLowerCase(), { id: r.id, email: r.email }] as const] : [])),
  );
  return mails.map((m) => {
    const user = isProductMailKind(m.kind) ? byEmail.get(m.to.toLowerCase()) : undefined;
    if (!user) return null;
    const url = new URL(unsubscribeLinks(user).oneClick);
    return `${url.pathname}${url.search}`;
  });
}
