import "server-only";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "@/lib/errors";
import { MAX_ID } from "@/lib/validation/fields";
import {
  DEBATE_SORTS,
  SORT_COLUMNS,
  type CursorKind,
  type CursorValue,
  type DebateSort,
  type DebateStatus,
} from "@/lib/debates/sorts";
import type { RowKey, SortColumns } from "./debate-views-query";

const cursorShape = z.tuple([
  z.string(),
  z.union([z.string().regex(/^\d{1,16}$/), z.number().int().min(0).max(MAX_ID)]),
  z.number().int().min(1).max(MAX_ID),
]);

/** The JavaScript type a cursor's value has for each kind (checked on read). */
const VALUE_TYPES: Record<CursorKind, "string" | "number"> = { timestamp: "string", integer: "number" };

/** A cursor's value back in SQL, as the column's type. */
const BOUNDS: Record<CursorKind, (value: CursorValue | Placeholder) => SQL> = {
  timestamp: (value) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`,
  integer: (value) => sql`${value}::int`,
};

/**
 * Order and keyset cursor of a list: (sort key, id) compared as a row, so each page starts right after
 * the last row of the previous one on the same index, whatever the depth. The cursor is opaque base64url.
 */
export function debateOrder(status: DebateStatus, sort: DebateSort) {
  const name = `${status}:${sort}` as const;
  const { column } = DEBATE_SORTS[sort];
  const dir = DEBATE_SORTS[sort].order[status];
  const kind = SORT_COLUMNS[column];
  const dirOf = (col: AnyPgColumn) => sql`${col} ${sql.raw(dir)}`;

  return {
    orderBy: (cols: SortColumns): SQL[] => [dirOf(cols[column]), dirOf(cols.id)],
    cursorFor: (key: RowKey) => Buffer.from(JSON.stringify([name, key[column], key.id])).toString("base64url"),
    /** The cursor's position (sort key, id); 400 for a cursor of another list or sort, or not a cursor at all. */
    readCursor(cursor: string): { value: CursorValue; id: number } {
      let parsed: z.infer<typeof cursorShape>;
      try {
        parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
      } catch {
        throw badRequest("Invalid cursor", { cursor: "Invalid cursor" });
      }
      const [cursorName, value, id] = parsed;
      if (cursorName !== name || typeof value !== VALUE_TYPES[kind]) {
        throw badRequest("Invalid cursor", { cursor: "This cursor belongs to another list or sort" });
      }
      return { value, id };
    },
    /** The rows after a position (values or placeholders), in this order. */
    after(cols: SortColumns, value: CursorValue | Placeholder, id: number | Placeholder): SQL {
      const op = dir === "asc" ? sql`>` : sql`<`;
      return sql`(${cols[column]}, ${cols.id}) ${op} (${BOUNDS[kind](value)}, ${id})`;
    },
  };
}
