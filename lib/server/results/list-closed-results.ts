import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Winner } from "@/lib/results/verdict";
import { lastRootSql } from "@/lib/server/ballots/last-root";

/** One closed debate in the open data export: its count and nothing about who voted. */
export type ClosedResult = {
  id: number;
  title: string;
  category: string;
  createdAt: string;
  votingEndsAt: string;
  A: number;
  B: number;
  total: number;
  winner: Winner;
  /** the ballot board's last root: anyone can recompute it from the board */
  lastRoot: string | null;
};

/**
 * Every closed debate that is not taken down, by id: one query on debates_closed_idx, the counts being the tallies
 * kept with the votes (frozen at the close), the winner computed by PostgreSQL and the board's last root by
 * ballot_last_root (drizzle/0006; an index lookup per row, no query per debate). No voter, no creator.
 */
export async function listClosedResults(): Promise<ClosedResult[]> {
  const iso = (column: string) => sql.raw(`to_char(d.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const { rows } = await getDb().execute<ClosedResult>(sql`
    select d.id, d.title, c.name as category, ${iso("created_at")} as "createdAt", ${iso("voting_ends_at")} as "votingEndsAt",
      d.votes_a as "A", d.votes_b as "B", d.vote_total as total,
      case when d.votes_a > d.votes_b then 'A' when d.votes_b > d.votes_a then 'B' else 'tie' end as winner,
      ${lastRootSql(sql`d.id`)} as "lastRoot"
    from debates d join categories c on c.id = d.category_id
    where d.closed_at is not null and d.is_active
    order by d.id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), A: Number(r.A), B: Number(r.B), total: Number(r.total) }));
}
