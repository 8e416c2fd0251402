import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { categories, debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import type { AdminCategoryView } from "@/lib/categories/types";
import type { UpdateCategoryInput } from "@/lib/validation/categories";
import { assertCategoryNameFree, lockCategories } from "./category-names";

export const CATEGORY_NOT_FOUND = "Category not found";

/**
 * Admin only: renames and/or recolours a category. Its slug stays, so shared links filtered by it (?category=slug)
 * keep working after a rename.
 */
export async function updateCategory(
  actor: Actor | null,
  id: number,
  input: UpdateCategoryInput,
): Promise<AdminCategoryView> {
  requireRole(actor, "admin");
  return getDb().transaction(async (tx) => {
    await lockCategories(tx);
    if (input.name !== undefined) await assertCategoryNameFree(tx, input.name, id);
    const [row] = await tx
      .update(categories)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(debates)
      .where(eq(debates.categoryId, id));
    return { ...row, debateCount: Number(n) };
  });
}
