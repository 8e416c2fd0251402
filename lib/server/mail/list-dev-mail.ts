import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { devMailbox } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";

const LIMIT = 50;

/**
 * The development mailbox, newest first: one address, or (for the page) the latest mail of everyone. 404 outside demo
 * mode.
 */
export async function listDevMail({ to }: { to?: string }) {
  if (!env().DEMO_MODE) throw notFound();
  return getDb()
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      kind: devMailbox.kind,
      text: devMailbox.text,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .where(to ? eq(sql`lower(${devMailbox.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(LIMIT);
}
