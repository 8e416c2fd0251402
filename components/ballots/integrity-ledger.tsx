import { REFUSAL_RULES } from "@/lib/enums";
import { REPORT_REASON_PUBLIC_LABELS } from "@/lib/report-reasons";
import {
  integrityApiPath,
  REFUSAL_RULE_LABELS,
  type IntegrityLedger,
  type LedgerVerdict,
} from "@/lib/ballots/integrity";
import { plural } from "@/lib/plural";
import { SMALL_CELL, SMALL_CELL_LABEL } from "@/lib/results/small-cell";
import { count as n } from "@/lib/plural";

type Titles = { positionATitle: string; positionBTitle: string };

function winnerText(v: LedgerVerdict, t: Titles): string {
  if (v.total === 0) return "no ballots";
  if (v.winner === "tie") return "a tie";
  return `${v.winner === "A" ? t.positionATitle : t.positionBTitle} (${v.winner}) wins`;
}

/**
 * The debate's integrity ledger on its board page (docs/decisions/0017-integrity-ledger.md): ballots accepted and
 * counted, attempts refused by rule, ballots voided with the public action that voided each, and after the deadline
 * the verdict among accounts older than the debate beside the verdict of all ballots; and the same counts of the leans
 * before watching (issue 26). Counts only: it names nobody.
 */
export function IntegrityLedgerSection({ ledger, titles }: { ledger: IntegrityLedger; titles: Titles }) {
  const { verdicts } = ledger;
  return (
    <section aria-labelledby="integrity" className="space-y-3" data-testid="integrity-ledger">
      <h2 id="integrity" className="text-xl font-semibold">
        Integrity ledger
      </h2>
      <p className="text-sm" data-testid="ledger-summary">
        {plural(ledger.accepted, "ballot")} accepted, {n(ledger.counted)} counted, {n(ledger.voided.length)} voided.
        Every refusal and every void is counted here without saying who; the same ledger is at{" "}
        <a className="underline" href={integrityApiPath(ledger.debateId)}>
          {integrityApiPath(ledger.debateId)}
        </a>{" "}
        and the verifier checks it against the board.
      </p>

      <table className="w-full max-w-xl text-left text-sm">
        <caption className="mb-1 text-left font-medium">Attempts refused while voting was open, by rule</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Attempts</th>
          </tr>
        </thead>
        <tbody>
          {REFUSAL_RULES.map((rule) => (
            <tr key={rule} className="border-t border-border">
              <th scope="row" className="py-1 pr-3 font-normal">
                {REFUSAL_RULE_LABELS[rule]}
              </th>
              <td className="py-1 text-right tabular-nums" data-testid={`refused-${rule}`}>
                {n(ledger.refused[rule])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        A registration is counted for this debate when it started from this debate&apos;s pages.
      </p>

      <p className="text-sm" data-testid="ledger-leans">
        Leans before watching: {n(ledger.leans.accepted)} accepted, {n(ledger.leans.counted)} counted,{" "}
        {n(ledger.leans.voided.length)} voided; refused: {n(ledger.leans.refused.limit)} over a limit,{" "}
        {n(ledger.leans.refused.account)} from unverified or suspended accounts, {n(ledger.leans.refused.second_vote)} a
        second lean or a lean after the ballot. Leans are voided and restored with their member&apos;s ballots.
      </p>

      {ledger.voided.length > 0 ? (
        <div
          className="overflow-x-auto rounded-lg border border-border"
          tabIndex={0}
          role="region"
          aria-label="Voided ballots"
        >
          <table className="w-full text-left text-xs" data-testid="voided-ballots">
            <caption className="sr-only">Voided ballots, sorted by commitment</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Voided ballot (commitment)
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Rule
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.voided.map((v) => (
                <tr key={v.commitment} className="border-t border-border align-top">
                  <td className="px-3 py-1.5 font-mono break-all">{v.commitment}</td>
                  <td className="px-3 py-1.5">{REPORT_REASON_PUBLIC_LABELS[v.rule]}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">
                    <a className="underline" href={`/transparency?action=${v.actionId}#moderation-log-section`}>
                      #{v.actionId}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No ballot has been voided.</p>
      )}
      <p className="text-xs text-muted-foreground">
        A ballot is voided only when staff ban or delete an account for vote manipulation while voting is open; it stays
        in its batch on the board, listed here with the action&apos;s number on the public log at /transparency, and
        never with its side. A reversal on appeal before the deadline counts it again. After the deadline no ballot is
        voided or changed.
      </p>

      {verdicts ? (
        <div className="space-y-1 rounded-lg border border-border p-3 text-sm" data-testid="ledger-verdicts">
          <p>
            All counted ballots: A {n(verdicts.all.A)}, B {n(verdicts.all.B)}: {winnerText(verdicts.all, titles)}.
          </p>
          {verdicts.established.suppressed ? (
            <p data-testid="ledger-established-withheld">
              Among accounts that existed before the debate opened: not shown. Fewer than {SMALL_CELL} ballots on a side
              came from newer accounts ({SMALL_CELL_LABEL}), so it would tell how they voted.
            </p>
          ) : (
            <>
              <p>
                Among accounts that existed before the debate opened: A {n(verdicts.established.A)}, B{" "}
                {n(verdicts.established.B)}: {winnerText(verdicts.established, titles)}.
              </p>
              <p className="font-medium" data-testid="ledger-agree">
                {verdicts.agree
                  ? "They agree: the same winner either way."
                  : "They do not agree: the verdict among accounts older than the debate differs from the verdict of all ballots."}
              </p>
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="ledger-no-split">
          After the deadline, this ledger also shows the verdict among accounts that existed before the debate opened,
          beside the verdict of all ballots. No split is shown while voting is open.
        </p>
      )}
    </section>
  );
}
