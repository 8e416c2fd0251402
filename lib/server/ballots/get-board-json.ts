import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { swingOf, type SwingCounts } from "@/lib/results/swing";
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

/**
 * GET /api/debates/{id}/ballots: `{ debateId, status, total, batches: [{ index, size, root, commitments }] }`, and
 * once the deadline has passed `result: { A, B, total }` and `ballots: [{ commitment, side, opening }]` sorted by
 * commitment. While open, no side and no opening. The same for everyone (decisions.md 'A verdict anyone can check').
 * Both carry `voided: [{ commitment, rule, actionId }]`, the ballots a ban or deletion for vote manipulation voided
 * (docs/decisions/0017-integrity-ledger.md); a closed board's ballots also say `voidedBy` (the action's id), and its
 * result counts every ballot but those.
 *
 * Both carry `leans: { total, batches, voided }`, the members' leans before watching (docs/decisions/0019-minds-changed.md), committed and batched as ballots are; a closed board's also has `items:
 * [{ commitment, lean, late, opening, ballot, voidedBy? }]` sorted by commitment, `ballot` being the commitment of the
 * same member's ballot (null: none), and `swing` (lib/results/swing.ts: the same object as GET /api/debates/{id}'s,
 * from the same counts, which the verifier recomputes from the items and ballots). While open, no lean, no opening and
 * no split, for anyone.
 *
 * PostgreSQL writes the text (a 10,000-ballot board is never assembled row by row in JavaScript), concatenated
 * rather than built with json_build_object (three times faster on 10,000 ballots): every value is a number, a hex
 * string, 'A' or 'B' by the schema's checks, or passed through to_json (the opening); the ballots come from a
 * subquery in commitment order (votes_debate_commitment_idx), which string_agg keeps.
 *
 * Written texts are kept (board-cache.ts) under a fingerprint of everything they are made of, read first: an open
 * board's list of batches (it changes when a batch is published) under a hash sum of its batches; a closed board
 * whole, also under the debate's tallies and deadline and a hash sum of its ballots. Any change in the database (a
 * side edited after the close, a ballot added or removed, a batch) changes the fingerprint, and the text is
 * written anew from the database.
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
           case when ${debates.votingEndsAt} <= now() then concat_ws(':', ${debates.votesA}, ${debates.votesB}, ${debates.voteTotal}, ${debates.votingEndsAt},
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
        select string_agg('{"commitment":"' || commitment || '","side":"' || position || '","opening":' || to_json(opening)::text
          || case when void_action_id is null then '' else ',"voidedBy":' || void_action_id end || '}', ',')
        from (select commitment, position, opening, void_action_id from votes where debate_id = ${debateId} order by commitment collate "C") ordered
      ), '') || '],"leans":{"total":' || ln.total || ',"batches":' || lean_batch_list.list || ',"voided":'
      || (${leanVoidedList(debateId)}) || ',"items":' || (${leanItems(debateId)}) || '}}' as board,
      ${swingCountsSql(sql`${debateId}`)} as swing
    from board_debate d, board_count n, batches, lean_board_count ln, lean_batch_list`);
  if (!rows.length) throw notFound("Debate not found");
  // the swing's figures come from lib/results/swing.ts (rounded as GET /api/debates/{id} gives them), added last
  const [{ board, swing }] = rows;
  const counts: SwingCounts = typeof swing === "string" ? JSON.parse(swing) : swing;
  return `${board.slice(0, -1)},"swing":${JSON.stringify(swingOf(counts))}}`;
}
