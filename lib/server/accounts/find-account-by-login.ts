import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { accountColumns } from "./account-columns";

/** The live account whose email or username matches, case-insensitively (usernames cannot hold '@'). */
export async function findAccountByLogin(emailOrUsername: string) {
  const name = emailOrUsername.toLowerCase();
  const [row] = await getDb()
    .select(accountColumns)
    .from(users)
    .where(
      and(
        or(eq(sql`lower(${users.email})`, name), eq(sql`lower(${users.username})`, name)),
        ne(users.status, "deleted"),
      ),
    )
    .limit(1);
  return row ?? null;
}
