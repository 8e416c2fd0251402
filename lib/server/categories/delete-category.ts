import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { assertSudo } from "@/lib/server/second-factor/assert-sudo";
import { getDb } from "@/lib/db";
import { categories, debates } from "@/lib/db/schema";
import { conflict, notFound } from "@/lib/errors";
import { noun } from "@/lib/plural";
import { lockCategories } from "./category-names";
import { CATEGORY_NOT_FOUND } from "./update-category";

const CATEGORY_IN_USE = "This category is used by debates and cannot be deleted";

/**
 * Admin only: deletes a category no debate uses (any state, hidden ones too). The debates' foreign key restricts
 * the delete as well; the lock keeps a debate from being created in it between the count and the delete.
 */
export async function deleteCategory(actor: Actor | null, id: number) {
  const admin = requireRole(actor, "admin");
  // sudo mode: a deleted category cannot be brought back
  await assertSudo(admin);
  await getDb().transaction(async (tx) => {
    await lockCategories(tx);
    const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
    if (!found) throw notFound(CATEGORY_NOT_FOUND);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(debates)
      .where(eq(debates.categoryId, id));
    if (Number(n) > 0) throw conflict(`${CATEGORY_IN_USE} (${n} ${noun(Number(n), "debate")})`);
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
