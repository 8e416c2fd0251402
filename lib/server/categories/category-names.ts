import "server-only";
import { eq, like, or, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { categories } from "@/lib/db/schema";
import { conflict } from "@/lib/errors";
import { CATEGORY_NAME_TAKEN } from "@/lib/validation/categories";

/**
 * Category writes run one at a time (a rare admin action; reads are not blocked), so the case-insensitive name
 * check below cannot race another admin's insert.
 */
export async function lockCategories(tx: Tx) {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
}

/** 409 when another category has this name in any letter case. */
export async function assertCategoryNameFree(tx: Tx, name: string, exceptId?: number) {
  const { rows } = await tx.execute(sql`
    select 1 from ${categories} where lower(${categories.name}) = lower(${name}) ${exceptId ? sql`and ${categories.id} <> ${exceptId}` : sql``} limit 1`);
  if (rows.length) throw conflict(CATEGORY_NAME_TAKEN, { name: CATEGORY_NAME_TAKEN });
}

/** A URL slug for the name (the home filter's ?category=), made unique with -2, -3, ... */
export async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "category";
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
