import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "@/lib/db/schema";
import type { ModerationActionKind } from "@/lib/enums";
import { DELETED_USER_NAME } from "@/lib/server/users/display-name";

type Timestamp = Date | string;

export const iso = (v: Timestamp) => new Date(v).toISOString();
export const isoOrNull = (v: Timestamp | null) => (v === null ? null : iso(v));
export const intOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** A joined user's name as staff screens show it: '[deleted user]' once deleted, null when there is no row. */
export const staffName = (name: string) => {
  const u = alias(users, name);
  return sql`case when ${u.status} = 'deleted' then ${DELETED_USER_NAME} else ${u.username} end`;
};

/** Conditions joined with AND, or `true` when there are none. */
export const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/** A list of moderation kinds as SQL literals, for `action in (...)` (the kinds are the code's, never input). */
export const kindList = (kinds: readonly ModerationActionKind[]) => sql.raw(kinds.map((k) => `'${k}'`).join(", "));
