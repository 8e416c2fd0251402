import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { categories, debates } from "@/lib/db/schema";

const c = alias(categories, "c");
import type { AdminCategoryView } from "@/lib/categories/types";

/** Admin only: every category by name, with how many debates (any state) use it; one aggregate query. */
export async function listAdminCategories(actor: Actor | null): Promise<AdminCategoryView[]> {
  requireRole(actor, "admin");
  const { rows } = await getDb().execute<
    RawRow<typeof categories, "id" | "name" | "slug" | "color"> & { debateCount: number }
  >(sql`
    select ${c.id}, ${c.name}, ${c.slug}, ${c.color}, coalesce(d.n, 0)::int as "debateCount"
    from categories c left join (
      select ${debates.categoryId} as category_id, count(*) as n from ${debates} group by ${debates.categoryId}
    ) d on d.category_id = ${c.id}
    order by lower(${c.name}), ${c.id}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), debateCount: Number(r.debateCount) }));
}
