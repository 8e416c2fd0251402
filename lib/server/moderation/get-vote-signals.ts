import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import type { debates, votes } from "@/lib/db/schema";
import type { DebateSignals } from "@/lib/moderation/types";
import { voteSignalsSql } from "./vote-signals-sql";

type Row = RawRow<typeof votes, "debate_id"> &
  RawRow<typeof debates, "title"> & {
    ballots: number;
    young: number;
    groups: { net: string; first_ms: string; last_ms: string; first_at: string; last_at: string; ballots: number }[];
  };

/**
 * The staff's signals of vote manipulation, for the open debates with the most ballots: the
 * ballots cast by accounts under a day old, and groups of ballots from accounts registered from one network (its
 * keyed hash, users.registration_network: never an address) within an hour of each other (each joined at most an
 * hour after the one before). The debates with a group come first, then the rest, each part busiest first. All in one
 * statement (vote-signals-sql.ts), which reads an account only where it can
 * count.
 */
export async function getVoteSignals(actor: Actor | null, { limit }: { limit: number }): Promise<DebateSignals[]> {
  requireRole(actor, "staff");
  const { rows } = await getDb().execute<Row>(voteSignalsSql(limit));
  return rows.map((r) => ({
    debateId: Number(r.debate_id),
    title: r.title,
    ballots: Number(r.ballots),
    youngBallots: Number(r.young),
    groups: r.groups.map((g) => ({
      id: `${g.net}.${g.first_ms}.${g.last_ms}.${r.debate_id}`,
      label: g.net.slice(0, 8),
      ballots: Number(g.ballots),
      firstJoined: new Date(g.first_at).toISOString(),
      lastJoined: new Date(g.last_at).toISOString(),
    })),
  }));
}
