import "server-only";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "@/lib/errors";
import type { DebateSort } from "@/lib/debates/types";
import type { RowKey, SortColumns } from "./debate-views-query";

export type DebateStatus = "open" | "ended";
type Key = "created" | "ends" | "total";
// `dir` spells the order as the index is built, so PostgreSQL walks the index: created and total are indexed
// DESC NULLS LAST (drizzle's index .desc()), the deadline ASC (read backwards, that is DESC NULLS FIRST).
type Spec = { column: "createdAt" | "votingEndsAt" | "voteTotal"; key: Key; dir: "asc" | "desc" | "desc nulls last" };

const CREATED: Spec = { column: "createdAt", key: "created", dir: "desc nulls last" };
const POPULAR: Spec = { column: "voteTotal", key: "total", dir: "desc nulls last" };
// Open: soonest deadline first. Ended: the latest end first (the documented order of the Past list).
const SPECS: Record<`${DebateStatus}:${DebateSort}`, Spec> = {
  "open:recent": CREATED,
  "open:popular": POPULAR,
  "open:ending": { column: "votingEndsAt", key: "ends", dir: "asc" },
  "ended:recent": CREATED,
  "ended:popular": POPULAR,
  "ended:ending": { column: "votingEndsAt", key: "ends", dir: "desc" },
};

const cursorShape = z.tuple([
  z.string(),
  z.union([z.string().regex(/^\d{1,16}$/), z.number().int().min(0).max(2_147_483_647)]),
  z.number().int().min(1).max(2_147_483_647),
]);

/**
 * Order and keyset cursor of a list: (sort key, id) compared as a row, so each page starts right after
 * the last row of the previous one on the same index, whatever the depth. The cursor is opaque base64url.
 */
export function debateOrder(status: DebateStatus, sort: DebateSort) {
  const name = `${status}:${sort}` as const;
  const spec = SPECS[name];
  const dirOf = (col: AnyPgColumn) => sql`${col} ${sql.raw(spec.dir)}`;

  return {
    orderBy: (cols: SortColumns): SQL[] => [dirOf(cols[spec.column]), dirOf(cols.id)],
    cursorFor: (key: RowKey) => Buffer.from(JSON.stringify([name, key[spec.key], key.id])).toString("base64url"),
    /** The cursor's position (sort key, id); 400 for a cursor of another list or sort, or not a cursor at all. */
    readCursor(cursor: string): { value: string | number; id: number } {
      let parsed: z.infer<typeof cursorShape>;
      try {
        parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
      } catch {
        throw badRequest("Invalid cursor", { cursor: "Invalid cursor" });
      }
      const [cursorName, value, id] = parsed;
      if (cursorName !== name || typeof value !== (spec.key === "total" ? "number" : "string")) {
        throw badRequest("Invalid cursor", { cursor: "This cursor belongs to another list or sort" });
      }
      return { value, id };
    },
    /** The rows after a position (values or placeholders), in this order. */
    after(cols: SortColumns, value: string | number | Placeholder, id: number | Placeholder): SQL {
      const op = spec.dir === "asc" ? sql`>` : sql`<`;
      const bound =
        spec.key === "total"
          ? sql`${value}::int`
          : sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
      return sql`(${cols[spec.column]}, ${cols.id}) ${op} (${bound}, ${id})`;
    },
  };
}
