// The integrity ledger of a debate (docs/decisions/0017-integrity-ledger.md): what GET /api/debates/{id}/integrity
// answers, the ballot board page shows and scripts/verify-ballots.mjs reads. Counts, commitments and public action ids
// only: nothing here names anyone. Isomorphic.
import type { RefusalRule, ReportReason } from "@/lib/enums";
import type { Winner } from "@/lib/results/verdict";

export type LedgerVerdict = { A: number; B: number; total: number; winner: Winner };

/**
 * The verdict among accounts older than the debate, or, under the small-cell floor (lib/results/small-cell.ts: the
 * newer accounts' ballots, all less older, hold fewer than 5 on a side while they hold any), withheld: every figure
 * null, since any of them beside the verdict of all would tell how the few newcomers voted.
 */
export type EstablishedVerdict =
  (LedgerVerdict & { suppressed: false }) | { A: null; B: null; total: null; winner: null; suppressed: true };

export type IntegrityLedger = {
  debateId: number;
  status: "open" | "closed";
  /** ballots accepted: every ballot on the board, voided or not */
  accepted: number;
  /** ballots the tally counts: accepted less voided */
  counted: number;
  /** attempts refused while the debate was open, by rule (counts only) */
  refused: Record<RefusalRule, number>;
  /** ballots voided, sorted by commitment, each with the rule and the public moderation action that voided it */
  voided: { commitment: string; rule: ReportReason; actionId: number }[];
  /**
   * After the deadline only (null before: no split is ever shown while voting is open): the verdict of every counted
   * ballot, the verdict among accounts that existed before the debate opened, and whether the two name the same winner
   * (null, with the older accounts' verdict, under the small-cell floor).
   */
  verdicts: { all: LedgerVerdict; established: EstablishedVerdict; agree: boolean | null } | null;
  /**
   * The members' leans before watching, under the same rules: accepted (every lean on the board), counted
   * (accepted less voided), refused attempts by rule, and the voided ones. Counts only, open or closed.
   */
  leans: {
    accepted: number;
    counted: number;
    refused: Record<LeanRefusalRule, number>;
    voided: { commitment: string; rule: ReportReason; actionId: number }[];
  };
};

/** The rules a lean can be refused under (a registration's proof of work is counted with the ballots). */
export const LEAN_REFUSAL_RULES = ["limit", "account", "second_vote"] as const satisfies readonly RefusalRule[];
export type LeanRefusalRule = (typeof LEAN_REFUSAL_RULES)[number];

export const integrityApiPath = (debateId: number) => `/api/debates/${debateId}/integrity`;

/** The rules as the board page names them. */
export const REFUSAL_RULE_LABELS: Record<RefusalRule, string> = {
  limit: "Over a limit (too many attempts)",
  proof_of_work: "Registration without a valid proof of work",
  account: "Unverified or suspended account",
  second_vote: "A second vote by the same account",
};
