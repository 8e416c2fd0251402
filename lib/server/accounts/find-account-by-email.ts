import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { accountColumns } from "./account-columns";

/** The live account with this email, compared case-insensitively; null for unknown or deleted. */
export async function findAccountByEmail(email: string) {
  const [row] = await getDb()
    .select(accountColumns)
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.status, "deleted")))
    .limit(1);
  return row ?? null;
}
