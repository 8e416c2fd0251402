import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { debateSearchText, debates } from "@/lib/db/schema";
import type { DebateStatus } from "./debate-order";

type Filters = { status?: DebateStatus; search?: string; category?: string };

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Visible debates (not taken down), open or ended by the database clock, matching the search term in
 * title, description, either position (the trigram-indexed expression) or the category name.
 */
export function debateFilters({ status, search, category }: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(debates.isActive, true)];
  if (status === "open") conditions.push(sql`${debates.votingEndsAt} > now()`);
  if (status === "ended") conditions.push(sql`${debates.votingEndsAt} <= now()`);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        sql`(${debateSearchText(debates)}) ilike ${pattern}`,
        sql`${debates.categoryId} = any(array(select c.id from categories c where c.name ilike ${pattern}))`,
      ),
    );
  }
  if (category) {
    conditions.push(
      /^\d{1,9}$/.test(category)
        ? eq(debates.categoryId, Number(category))
        : sql`${debates.categoryId} = (select c.id from categories c where c.slug = ${category.toLowerCase()})`,
    );
  }
  return and(...conditions)!;
}
