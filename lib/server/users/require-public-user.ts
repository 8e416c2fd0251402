import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

/** 404 'User not found' unless the account exists and is not deleted (a primary-key probe). */
export async function requirePublicUser(id: number) {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")))
    .limit(1);
  if (!row) throw notFound("User not found");
}
