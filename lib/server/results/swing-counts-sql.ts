import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SwingCounts } from "@/lib/results/swing";
import { LEANS, VOTE_POSITIONS } from "@/lib/enums";

/**
 * A closed debate's swing counts as one JSON value (lib/results/swing.ts turns them into figures), a scalar subquery
 * to put inside the caller's own statement: the counted ballots (not voided) joined to the same member's counted
 * (not voided), in-time (not late) lean on leans_debate_user_key, counted by lean and side, and those without such a
 * lean (none, or only a late one, or a voter whose account is gone); plus the counted late leans. The ballots come
 * from votes_debate_user_key, so the cost is one pass over the debate's ballots.
 */
export const swingCountsSql = (debateId: SQL | AnyPgColumn): SQL<SwingCounts> => {
  const cell = (lean: string, side: string) =>
    sql`count(*) filter (where l.lean = ${sql.raw(`'${lean}'`)} and v.position = ${sql.raw(`'${side}'`)})::int`;
  // json_build_object('A', .., 'B', ..): one pair per key
  const byKey = (keys: readonly string[], value: (key: string) => SQL) =>
    sql`json_build_object(${sql.join(
      keys.map((k) => sql`${sql.raw(`'${k}'`)}, ${value(k)}`),
      sql`, `,
    )})`;
  const row = (lean: string) => byKey(VOTE_POSITIONS, (side) => cell(lean, side));
  return sql<SwingCounts>`(
    select json_build_object(
      'table', ${byKey(LEANS, row)},
      'withoutLean', count(*) filter (where l.id is null)::int,
      'late', (select count(*)::int from leans x
               where x.debate_id = ${debateId} and x.late and x.void_action_id is null))
    from votes v
    left join leans l on l.debate_id = v.debate_id and l.user_id = v.user_id
                     and l.void_action_id is null and not l.late
    where v.debate_id = ${debateId} and v.void_action_id is null)`;
};
