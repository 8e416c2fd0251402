import "server-only";
import { getDb } from "@/lib/db";
import type { Debate } from "@/lib/debates/types";
import { debateViewsQuery, type DebateViewsOptions, type RowKey } from "./debate-views-query";

type DebateRow = { debate: Debate; key: RowKey };

/** A page of debates with everything a card shows, as DebateRows; see debateViewsQuery. */
export async function selectDebateViews(options: DebateViewsOptions): Promise<DebateRow[]> {
  return toDebateRows(await debateViewsQuery(getDb(), options));
}

type ViewRow = Awaited<ReturnType<typeof debateViewsQuery>>[number];

export function toDebateRows(rows: ViewRow[]): DebateRow[] {
  return rows.map(({ debate, id, createdKey, endsKey, total }) => ({
    debate,
    key: { id, createdAt: createdKey, votingEndsAt: endsKey, voteTotal: total },
  }));
}
