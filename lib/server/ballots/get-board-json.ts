import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { publishedSwing, type SwingCounts } from "@/lib/results/swing";
import { swingCountsSql } from "@/lib/server/results/swing-counts-sql";
import { boardCache } from "./board-cache";
import { boardCtes } from "./board-ctes";
import {
  leanBatchesFingerprint,
  leanBoardBatches,
  leanItems,
  leansFingerprint,
  leanTotal,
  leanVoidedList,
} from "@/lib/server/leans/lean-board-sql";
import { exactTally } from "@/lib/server/votes/exact-tally";

const tally = exactTally(debates.id, { A: debates.votesA, B: debates.votesB, total: debates.voteTotal });

/**
 * GET /api/debates/{id}/ballots as JSON text (the shape: docs/openapi.json; decisions.md 'A verdict anyone can check',
 * docs/decisions/0017-integrity-ledger.md, 0019-minds-changed.md). The same for everyone; while open, no side, lean,
 * opening or split. Once closed, `ballots` and `leans.items` hold the counted ones with their sides and openings; a
 * voided ballot or lean is in its batch and the `voided` list only, with no side or lean (one banned voter's side
 * would be read off it), and a lean whose ballot is voided names no ballot.
 *
 * PostgreSQL writes the text (a 10,000-ballot board is never assembled row by row in JavaScript), concatenated
 * rather than built with json_build_object (docs/benchmark.md): every value is a number, a hex string, 'A' or 'B' by
 * the schema's checks, or passed through to_json (the opening); the ballots come from a subquery in commitment order
 * (votes_debate_commitment_idx), which string_agg keeps.
 *
 * Written texts are kept (board-cache.ts) under a fingerprint of everything they are made of, read first (an open
 * board's batches; a closed board's tallies, deadline and ballots too), so any change in the database writes the
 * text anew.
 */
export async function getBoardJson(debateId: number): Promise<string> {
  const { rows } = await getDb().execute<{
    closed: boolean;
    total: number;
    batches: string;
    ballots: string | null;
    voided: string;
    lean_total: number;
    lean_batches: string;
    lean_voided: string;
    leans: string | null;
  }>(sql`
    select ${debates.votingEndsAt} <= now() as closed, (${voidedList(debateId)}) as voided,
           (select coalesce(max(seq), 0) from votes where debate_id = ${debateId}) as total,
           (select count(*) || ':' || coalesce(sum(hashtext(idx || root || commitments)), 0) from ballot_batches where debate_id = ${debateId}) as batches,
           case when ${debates.votingEndsAt} <= now() then concat_ws(':', ${tally.A}, ${tally.B}, ${tally.total}, ${debates.votingEndsAt},
             (select count(*) || ':' || coalesce(sum(hashtext(commitment || position || opening || coalesce(void_action_id, 0))), 0) from votes where debate_id = ${debateId}))
           end as ballots,
           (${leanTotal(debateId)}) as lean_total, (${leanBatchesFingerprint(debateId)}) as lean_batches,
           (${leanVoidedList(debateId)}) as lean_voided,
           case when ${debates.votingEndsAt} <= now() then (${leansFingerprint(debateId)}) end as leans
    from ${debates} where ${debates.id} = ${debateId} and ${debates.isActive}`);
  if (!rows.length) throw notFound("Debate not found");
  const [state] = rows;
  if (!state.closed) {
    const key = `batches:${debateId}`;
    let batches = boardCache.get(key, state.batches);
    if (batches === null)
      boardCache.set(key, state.batches, (batches = await writeBatches(debateId, "ballot_batches")));
    const leanKey = `lean-batches:${debateId}`;
    let leanBatches = boardCache.get(leanKey, state.lean_batches);
    if (leanBatches === null)
      boardCache.set(leanKey, state.lean_batches, (leanBatches = await writeBatches(debateId, "lean_batches")));
    const leans = `{"total":${Number(state.lean_total)},"batches":${leanBatches},"voided":${state.lean_voided}}`;
    return `{"debateId":${debateId},"status":"open","total":${Number(state.total)},"batches":${batches},"voided":${state.voided},"leans":${leans}}`;
  }
  const key = `board:${debateId}`;
  const fingerprint = `${state.batches}|${state.ballots}|${state.voided}|${state.lean_batches}|${state.leans}|${state.lean_voided}`;
  const kept = boardCache.get(key, fingerprint);
  if (kept !== null) return kept;
  const board = await writeClosedBoard(debateId);
  boardCache.set(key, fingerprint, board);
  return board;
}

/** A debate's voided ballots as JSON text, sorted by commitment (votes_void_idx: only voided ballots are read). */
const voidedList = (debateId: number) => sql`
  select '[' || coalesce(string_agg('{"commitment":"' || v.commitment || '","rule":' || to_json(a.rule)::text
    || ',"actionId":' || a.id || '}', ',' order by v.commitment collate "C"), '') || ']'
  from votes v join moderation_actions a on a.id = v.void_action_id
  where v.debate_id = ${debateId} and v.void_action_id is not null`;

/** A list of batches as JSON text, from `batches` (idx, size, root, commitments). */
const batchList = (batches: SQL) => sql`
  select '[' || coalesce(string_agg(
    '{"index":' || idx || ',"size":' || size || ',"root":"' || root || '","commitments":' || commitments || '}', ','
    order by idx), '') || ']' as list
  from ${batches}`;

/** An open board's published batches of ballots or of leans: the stored ones (held one behind while open). */
async function writeBatches(debateId: number, table: "ballot_batches" | "lean_batches"): Promise<string> {
  const { rows } = await getDb().execute<{ list: string }>(
    batchList(sql`${sql.identifier(table)} where debate_id = ${debateId}`),
  );
  return rows[0].list;
}

async function writeClosedBoard(debateId: number): Promise<string> {
  const { rows } = await getDb().execute<{ board: string; swing: SwingCounts | string }>(sql`
    with ${boardCtes(debateId)}, ${leanBoardBatches(debateId)},
      batches as (${batchList(sql`board_batches`)}), lean_batch_list as (${batchList(sql`lean_board_batches`)})
    select '{"debateId":' || d.id || ',"status":"closed","total":' || n.total || ',"batches":' || batches.list
      || ',"result":{"A":' || d.votes_a || ',"B":' || d.votes_b || ',"total":' || d.vote_total || '},"voided":'
      || (${voidedList(debateId)}) || ',"ballots":['
      || coalesce((
        select string_agg('{"commitment":"' || commitment || '","side":"' || position || '","opening":' || to_json(opening)::text || '}', ',')
        from (select commitment, position, opening from votes where debate_id = ${debateId} and void_action_id is null order by commitment collate "C") ordered
      ), '') || '],"leans":{"total":' || ln.total || ',"batches":' || lean_batch_list.list || ',"voided":'
      || (${leanVoidedList(debateId)}) || ',"items":' || (${leanItems(debateId)}) || '}}' as board,
      ${swingCountsSql(sql`${debateId}`)} as swing
    from board_debate d, board_count n, batches, lean_board_count ln, lean_batch_list`);
  if (!rows.length) throw notFound("Debate not found");
  // the swing's figures come from lib/results/swing.ts (rounded as GET /api/debates/{id} gives them), added last
  const [{ board, swing }] = rows;
  const counts: SwingCounts = typeof swing === "string" ? JSON.parse(swing) : swing;
  return `${board.slice(0, -1)},"swing":${JSON.stringify(publishedSwing(counts))}}`;
}
