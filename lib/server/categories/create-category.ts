import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { categories } from "@/lib/db/schema";
import type { AdminCategoryView } from "@/lib/categories/types";
import type { CreateCategoryInput } from "@/lib/validation/categories";
import { assertCategoryNameFree, freeSlug, lockCategories } from "./category-names";

/** Admin only: a new category (name unique in any letter case, a palette colour); answers it. */
export async function createCategory(actor: Actor | null, input: CreateCategoryInput): Promise<AdminCategoryView> {
  requireRole(actor, "admin");
  return getDb().transaction(async (tx) => {
    await lockCategories(tx);
    await assertCategoryNameFree(tx, input.name);
    const slug = await freeSlug(tx, input.name);
    const [row] = await tx.insert(categories).values({ name: input.name, slug, color: input.color }).returning();
    return { ...row, debateCount: 0 };
  });
}
