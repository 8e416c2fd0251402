import "server-only";
import { sql } from "drizzle-orm";
import { userOfUnsubscribeLink } from "@/lib/email/unsubscribe-link";
import { getDb } from "@/lib/db";

/** RFC 8058 one-click: stops product mail to the user the signed link names (idempotent; account mail still goes). */
export async function unsubscribeByLink(u: string | null, sig: string | null): Promise<void> {
  const userId = userOfUnsubscribeLink(u, sig);
  await getDb().execute(sql`update users set unsubscribed = true where id = ${userId} and not unsubscribed`);
}
