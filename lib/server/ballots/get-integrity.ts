import "server-only";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { debates, integrityRefusals, leans, moderationActions, users, votes } from "@/lib/db/schema";
import { REFUSAL_RULES, type RefusalRule } from "@/lib/enums";
import {
  LEAN_REFUSAL_RULES,
  type EstablishedVerdict,
  type IntegrityLedger,
  type LeanRefusalRule,
  type LedgerVerdict,
} from "@/lib/ballots/integrity";
import { winnerOf } from "@/lib/results/verdict";
import { belowFloor } from "@/lib/results/small-cell";
import { boardCache } from "./board-cache";
import { exactTally } from "@/lib/server/votes/exact-tally";

type DebateRow = RawRow<typeof debates, "votes_a" | "votes_b"> & { closed: boolean; accepted: number; leans: number };
// a ban or deletion for vote manipulation, the only action that voids, always names its rule
type Voided = RawRow<typeof votes, "commitment"> & {
  rule: NonNullable<RawColumns<typeof moderationActions>["rule"]>;
  action_id: NonNullable<RawColumns<typeof votes>["void_action_id"]>;
  kind: RawColumns<typeof integrityRefusals>["kind"];
};

const d = alias(debates, "d");
const tally = exactTally(d.id, { A: d.votesA, B: d.votesB, total: d.voteTotal });
const v = alias(votes, "v");
const l = alias(leans, "l");
const a = alias(moderationActions, "a");
const u = alias(users, "u");

const verdict = (forA: number, forB: number): LedgerVerdict => ({
  A: forA,
  B: forB,
  total: forA + forB,
  winner: winnerOf(forA, forB),
});

/**
 * A visible debate's integrity ledger (docs/decisions/0017-integrity-ledger.md): ballots accepted and counted, refused
 * attempts by rule, voided ballots with their action, and after the deadline the verdict among accounts older than the
 * debate beside the verdict of all ballots; and the same counts of the members' leans. The same for
 * everyone; the split is not even computed before the deadline. Null: no such visible debate.
 */
export async function getIntegrity(debateId: number): Promise<IntegrityLedger | null> {
  const db = getDb();
  const [debate, refused, voided] = await Promise.all([
    db.execute<DebateRow>(sql`
      select ${d.votingEndsAt} <= now() as closed, ${tally.A} as votes_a, ${tally.B} as votes_b,
        (select coalesce(max(${v.seq}), 0) from votes v where ${v.debateId} = ${d.id})::int as accepted,
        (select coalesce(max(${l.seq}), 0) from leans l where ${l.debateId} = ${d.id})::int as leans
      from debates d where ${d.id} = ${debateId} and ${d.isActive}`),
    db
      .select({ kind: integrityRefusals.kind, rule: integrityRefusals.rule, count: integrityRefusals.count })
      .from(integrityRefusals)
      .where(eq(integrityRefusals.debateId, debateId)),
    db.execute<Voided>(sql`
      select * from (
        select 'ballot' as kind, ${v.commitment}, ${a.rule}, ${v.voidActionId} as action_id
        from votes v join moderation_actions a on ${a.id} = ${v.voidActionId}
        where ${v.debateId} = ${debateId} and ${v.voidActionId} is not null
        union all
        select 'lean', ${l.commitment}, ${a.rule}, ${l.voidActionId}
        from leans l join moderation_actions a on ${a.id} = ${l.voidActionId}
        where ${l.debateId} = ${debateId} and ${l.voidActionId} is not null
      ) x order by commitment collate "C"`),
  ]);
  const row = debate.rows[0];
  if (!row) return null;
  const counts = new Map(refused.map((r) => [`${r.kind}:${r.rule}`, Number(r.count)]));
  const voidedOf = (kind: Voided["kind"]) =>
    voided.rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ commitment: r.commitment, rule: r.rule, actionId: Number(r.action_id) }));
  const leansVoided = voidedOf("lean");
  const all = verdict(Number(row.votes_a), Number(row.votes_b));
  const established = row.closed ? await establishedVerdict(debateId, `${row.accepted}:${all.A}:${all.B}`) : null;
  return {
    debateId,
    status: row.closed ? "closed" : "open",
    accepted: Number(row.accepted),
    counted: all.total,
    refused: Object.fromEntries(REFUSAL_RULES.map((r) => [r, counts.get(`ballot:${r}`) ?? 0])) as Record<
      RefusalRule,
      number
    >,
    voided: voidedOf("ballot"),
    verdicts: established ? { all, ...floored(all, established) } : null,
    leans: {
      accepted: Number(row.leans),
      counted: Number(row.leans) - leansVoided.length,
      refused: Object.fromEntries(LEAN_REFUSAL_RULES.map((r) => [r, counts.get(`lean:${r}`) ?? 0])) as Record<
        LeanRefusalRule,
        number
      >,
      voided: leansVoided,
    },
  };
}

/**
 * The older accounts' verdict as published: withheld when the newer accounts' ballots (all less older) hold fewer than
 * 5 on a side while they hold any (the small-cell floor, lib/results/small-cell.ts).
 */
function floored(all: LedgerVerdict, older: LedgerVerdict): { established: EstablishedVerdict; agree: boolean | null } {
  if (belowFloor([all.A - older.A, all.B - older.B]))
    return { established: { A: null, B: null, total: null, winner: null, suppressed: true }, agree: null };
  return { established: { ...older, suppressed: false }, agree: all.winner === older.winner };
}

/**
 * After the deadline only: the counted ballots of accounts that joined before the debate was created (a ballot whose
 * account row is gone is left out). It reads every ballot of the debate, so it is kept (board-cache.ts) under the
 * closed debate's counts: a closed board's ballots and its accounts' join dates no longer change.
 */
async function establishedVerdict(debateId: number, fingerprint: string): Promise<LedgerVerdict> {
  const key = `established:${debateId}`;
  const kept = boardCache.get(key, fingerprint);
  if (kept !== null) return JSON.parse(kept) as LedgerVerdict;
  const { rows } = await getDb().execute<{ a: number; b: number }>(sql`
    select count(*) filter (where ${v.position} = 'A')::int as a, count(*) filter (where ${v.position} = 'B')::int as b
    from debates d join votes v on ${v.debateId} = ${d.id} join users u on ${u.id} = ${v.userId}
    where ${d.id} = ${debateId} and ${d.votingEndsAt} <= now() and ${v.voidActionId} is null
      and ${u.joinedAt} < ${d.createdAt}`);
  const result = verdict(Number(rows[0]?.a ?? 0), Number(rows[0]?.b ?? 0));
  boardCache.set(key, fingerprint, JSON.stringify(result));
  return result;
}
