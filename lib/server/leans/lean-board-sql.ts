import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * The SQL of a debate's lean board, beside the ballot board's (lib/server/ballots/get-board-json.ts): the
 * same texts written by PostgreSQL, the same batches. Every value is a number, a hex string, 'A', 'B' or 'undecided'
 * by the schema's checks, a boolean, or passed through to_json (the opening).
 */

/** the number of leans recorded (their last place in lean order) */
export const leanTotal = (debateId: number) =>
  sql`select coalesce(max(seq), 0) from leans where debate_id = ${debateId}`;

/** a fingerprint of the stored lean batches (one changes when a batch is published) */
export const leanBatchesFingerprint = (debateId: number) =>
  sql`select count(*) || ':' || coalesce(sum(hashtext(idx || root || commitments)), 0) from lean_batches where debate_id = ${debateId}`;

/** a fingerprint of every lean and its paired ballot's commitment: read only after the deadline */
export const leansFingerprint = (debateId: number) => sql`
  select count(*) || ':' || coalesce(sum(hashtext(l.commitment || l.lean || l.late || l.opening
    || coalesce(l.void_action_id, 0) || coalesce(v.commitment, ''))), 0)
  from leans l left join votes v on v.debate_id = l.debate_id and v.user_id = l.user_id
  where l.debate_id = ${debateId}`;

/** A debate's voided leans as JSON text, sorted by commitment (leans_void_idx). The same open or closed. */
export const leanVoidedList = (debateId: number) => sql`
  select '[' || coalesce(string_agg('{"commitment":"' || l.commitment || '","rule":' || to_json(a.rule)::text
    || ',"actionId":' || a.id || '}', ',' order by l.commitment collate "C"), '') || ']'
  from leans l join moderation_actions a on a.id = l.void_action_id
  where l.debate_id = ${debateId} and l.void_action_id is not null`;

/**
 * CTE `lean_board_batches` (idx, size, root, commitments) of a closed board: the stored batches and, until closing has
 * stored it, the last one computed (lean_batch), as board-ctes.ts does for ballots. Needs `board_debate`.
 */
export const leanBoardBatches = (debateId: number): SQL => sql`
  lean_board_count as (select coalesce(max(seq), 0) as total from leans where debate_id = ${debateId}),
  lean_board_batches as (
    select idx, size, root, commitments from lean_batches where debate_id = ${debateId}
    union all
    select last.k, x.size, x.root, x.commitments
    from (select ballot_last_idx(n.total) as k, n.total from board_debate d, lean_board_count n
          where d.closed and n.total > 0
            and not exists (select 1 from lean_batches b where b.debate_id = ${debateId} and b.idx = ballot_last_idx(n.total))) last,
         lean_batch(${debateId}, last.k, last.total) x
  )`;

/**
 * A closed board's counted leans, sorted by commitment: each with its lean, late flag and opening and the commitment of
 * the same member's counted ballot (null: none, or voided). A voided lean is in the voided list only, without its lean.
 */
export const leanItems = (debateId: number) => sql`
  select '[' || coalesce(string_agg('{"commitment":"' || commitment || '","lean":"' || lean || '","late":' || late
    || ',"opening":' || to_json(opening)::text || ',"ballot":' || coalesce('"' || ballot || '"', 'null') || '}', ','), '')
    || ']'
  from (
    select l.commitment, l.lean, l.late, l.opening, v.commitment as ballot
    from leans l left join votes v on v.debate_id = l.debate_id and v.user_id = l.user_id and v.void_action_id is null
    where l.debate_id = ${debateId} and l.void_action_id is null order by l.commitment collate "C"
  ) ordered`;
