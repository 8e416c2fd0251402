import "server-only";
import { and, eq, ne, not, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { accountColumns } from "./account-columns";

/**
 * The live account whose email is the same mailbox as this one (canonical_mailbox(), drizzle/0011: case, Gmail's dots,
 * +tags); null for none. Accounts flagged as sharing a mailbox are skipped: the oldest of each mailbox holds it.
 */
export async function findAccountByMailbox(email: string) {
  const [row] = await getDb()
    .select(accountColumns)
    .from(users)
    .where(
      and(eq(users.mailbox, sql`canonical_mailbox(${email})`), not(users.mailboxShared), ne(users.status, "deleted")),
    )
    .limit(1);
  return row ?? null;
}
