import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { REFUSAL_RULES, type RefusalRule, type ReportReason } from "@/lib/enums";
import {
  LEAN_REFUSAL_RULES,
  type IntegrityLedger,
  type LeanRefusalRule,
  type LedgerVerdict,
} from "@/lib/ballots/integrity";
import { winnerOf } from "@/lib/results/verdict";
import { boardCache } from "./board-cache";

type DebateRow = { closed: boolean; accepted: number; votes_a: number; votes_b: number; leans: number };
type Voided = { commitment: string; rule: ReportReason; action_id: number; kind: "ballot" | "lean" };

const verdict = (a: number, b: number): LedgerVerdict => ({ A: a, B: b, total: a + b, winner: winnerOf(a, b) });

/**
 * A visible debate's integrity ledger (docs/decisions/0017-integrity-ledger.md): ballots accepted and counted, refused
 * attempts by rule, voided ballots with their action, and after the deadline the verdict among accounts older than the
 * debate beside the verdict of all ballots; and the same counts of the members' leans (issue 26). The same for
 * everyone; the split is not even computed before the deadline. Null: no such visible debate.
 */
export async function getIntegrity(debateId: number): Promise<IntegrityLedger | null> {
  const db = getDb();
  const [debate, refused, voided] = await Promise.all([
    db.execute<DebateRow>(sql`
      select d.voting_ends_at <= now() as closed, d.votes_a, d.votes_b,
        (select coalesce(max(seq), 0) from votes where debate_id = d.id)::int as accepted,
        (select coalesce(max(seq), 0) from leans where debate_id = d.id)::int as leans
      from debates d where d.id = ${debateId} and d.is_active`),
    db.execute<{ kind: "ballot" | "lean"; rule: RefusalRule; count: number }>(
      sql`select kind, rule, count from integrity_refusals where debate_id = ${debateId}`,
    ),
    db.execute<Voided>(sql`
      select * from (
        select 'ballot' as kind, v.commitment, a.rule, v.void_action_id as action_id
        from votes v join moderation_actions a on a.id = v.void_action_id
        where v.debate_id = ${debateId} and v.void_action_id is not null
        union all
        select 'lean', l.commitment, a.rule, l.void_action_id
        from leans l join moderation_actions a on a.id = l.void_action_id
        where l.debate_id = ${debateId} and l.void_action_id is not null
      ) x order by commitment collate "C"`),
  ]);
  const d = debate.rows[0];
  if (!d) return null;
  const counts = new Map(refused.rows.map((r) => [`${r.kind}:${r.rule}`, Number(r.count)]));
  const voidedOf = (kind: Voided["kind"]) =>
    voided.rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ commitment: r.commitment, rule: r.rule, actionId: Number(r.action_id) }));
  const leansVoided = voidedOf("lean");
  const all = verdict(Number(d.votes_a), Number(d.votes_b));
  const established = d.closed ? await establishedVerdict(debateId, `${d.accepted}:${all.A}:${all.B}`) : null;
  return {
    debateId,
    status: d.closed ? "closed" : "open",
    accepted: Number(d.accepted),
    counted: all.total,
    refused: Object.fromEntries(REFUSAL_RULES.map((r) => [r, counts.get(`ballot:${r}`) ?? 0])) as Record<
      RefusalRule,
      number
    >,
    voided: voidedOf("ballot"),
    verdicts: established ? { all, established, agree: all.winner === established.winner } : null,
    leans: {
      accepted: Number(d.leans),
      counted: Number(d.leans) - leansVoided.length,
      refused: Object.fromEntries(LEAN_REFUSAL_RULES.map((r) => [r, counts.get(`lean:${r}`) ?? 0])) as Record<
        LeanRefusalRule,
        number
      >,
      voided: leansVoided,
    },
  };
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
    select count(*) filter (where v.position = 'A')::int as a, count(*) filter (where v.position = 'B')::int as b
    from debates d join votes v on v.debate_id = d.id join users u on u.id = v.user_id
    where d.id = ${debateId} and d.voting_ends_at <= now() and v.void_action_id is null and u.joined_at < d.created_at`);
  const result = verdict(Number(rows[0]?.a ?? 0), Number(rows[0]?.b ?? 0));
  boardCache.set(key, fingerprint, JSON.stringify(result));
  return result;
}
