import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { userOfUnsubscribeLink } from "@/lib/email/unsubscribe-link";

/** The address of a signed link's user, for the visible /unsubscribe page (null once the account is deleted). */
export async function emailOfUnsubscribeLink(u: string | null, sig: string | null): Promise<string | null> {
  const userId = userOfUnsubscribeLink(u, sig);
  const { rows } = await getDb().execute<{ email: string | null }>(sql`select email from users where id = ${userId}`);
  return rows[0]?.email ?? null;
}
