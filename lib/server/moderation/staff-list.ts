import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { staffListQuery } from "@/lib/validation/moderation";

export type StaffListQuery = z.output<typeof staffListQuery>;
/** One page of a staff list: the rows, the id to ask for the next page from (null on the last page), the set's size. */
export type StaffPage<T> = { items: T[]; nextCursor: number | null; total: number };

type Listed = { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * The [from, to) window on created_at of `t` (the list's alias). Lists run newest first on (created_at desc, id desc);
 * keysetCondition gives the next page: the rows below (created_at, id) of the row the cursor names.
 */
export function windowConditions(t: Listed, q: Pick<StaffListQuery, "from" | "to">): SQL[] {
  const conditions: SQL[] = [];
  if (q.from) conditions.push(sql`${t.createdAt} >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) conditions.push(sql`${t.createdAt} < ${q.to.toISOString()}::timestamptz`);
  return conditions;
}

/** `t` is the list's alias of `table`; the cursor's row is read from `table` itself, by its name. */
export function keysetCondition(table: PgTable & Listed, t: Listed, cursor: number | undefined): SQL[] {
  if (cursor === undefined) return [];
  return [
    sql`(${t.createdAt}, ${t.id}) < (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${cursor})`,
  ];
}

/** Rows were fetched with limit + 1: the extra one says there is a next page, which starts after the last kept row. */
export function toPage<T extends { id: number }>(rows: T[], limit: number, total: number): StaffPage<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null, total };
}

/** The paging headers of a staff list answer (the body stays a plain array). */
export function pageHeaders(page: StaffPage<unknown>): Record<string, string> {
  return {
    "X-Total-Count": String(page.total),
    ...(page.nextCursor ? { "X-Next-Cursor": String(page.nextCursor) } : {}),
  };
}
