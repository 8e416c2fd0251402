import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { staffListQuery } from "@/lib/validation/moderation";

export type StaffListQuery = z.output<typeof staffListQuery>;
/** One page of a staff list: the rows, the id to ask for the next page from (null on the last page), the set's size. */
export type StaffPage<T> = { items: T[]; nextCursor: number | null; total: number };

/**
 * The [from, to) window on created_at. Lists run newest first on (created_at desc, id desc); keysetCondition gives
 * the next page: the rows below (created_at, id) of the row the cursor names. `table` and `alias` are fixed
 * identifiers written by the caller, never input.
 */
export function windowConditions(alias: string, q: Pick<StaffListQuery, "from" | "to">): SQL[] {
  const t = sql.raw(alias);
  const conditions: SQL[] = [];
  if (q.from) conditions.push(sql`${t}.created_at >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) conditions.push(sql`${t}.created_at < ${q.to.toISOString()}::timestamptz`);
  return conditions;
}

export function keysetCondition(table: string, alias: string, cursor: number | undefined): SQL[] {
  if (cursor === undefined) return [];
  const t = sql.raw(alias);
  return [
    sql`(${t}.created_at, ${t}.id) < (select k.created_at, k.id from ${sql.raw(table)} k where k.id = ${cursor})`,
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
