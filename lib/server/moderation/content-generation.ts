import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { contentGeneration } from "@/lib/db/schema";

/**
 * Inside a takedown's transaction: the content generation moves on when the takedown commits, not before, so a
 * page rendered under the new value cannot have read the debate as still active (docs/decisions/0007).
 */
export async function bumpContentGeneration(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into content_generation (id, value) values (1, 1)
    on conflict (id) do update set value = content_generation.value + 1`);
}

/** The current content generation (0 before any takedown): one primary-key read, a prepared statement. */
export async function readContentGeneration(): Promise<number> {
  const statement = prepared("content:generation", (db) =>
    db.select({ value: contentGeneration.value }).from(contentGeneration).where(eq(contentGeneration.id, 1)),
  );
  const [row] = await statement.execute();
  return row ? Number(row.value) : 0;
}
