import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** Stops product mail (announcements, reply notifications) to this address; account and security mail still goes. */
export async function unsubscribeEmail({ email }: { email: string }) {
  await getDb()
    .update(users)
    .set({ unsubscribed: true })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}
