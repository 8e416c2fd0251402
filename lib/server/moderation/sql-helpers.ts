import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { DELETED_USER_NAME } from "@/lib/server/users/display-name";

export type Timestamp = Date | string;

export const iso = (v: Timestamp) => new Date(v).toISOString();
export const isoOrNull = (v: Timestamp | null) => (v === null ? null : iso(v));
export const intOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** A joined user's name as staff screens show it: '[deleted user]' once deleted, null when there is no row. */
export const staffName = (alias: string) => {
  const t = sql.raw(alias);
  return sql`case when ${t}.status = 'deleted' then ${DELETED_USER_NAME} else ${t}.username end`;
};

/** Conditions joined with AND, or `true` when there are none. */
export const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
