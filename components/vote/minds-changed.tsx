import { useId } from "react";
import { LEANS } from "@/lib/enums";
import { leanLabel } from "@/lib/debates/lean-label";
import { SWING_EXPLAINED, signedPoints, type Swing, type WithheldSwing } from "@/lib/results/swing";
import { SMALL_CELL_LABEL } from "@/lib/results/small-cell";
import { gainedText, gapText, rangeText, readSwing } from "@/lib/results/swing-reading";
import { count as n, plural } from "@/lib/plural";

type Titles = { positionATitle: string; positionBTitle: string };

const pct = (v: number) => `${v.toFixed(1)}%`;
const cell = (v: number | null) => (v === null ? SMALL_CELL_LABEL : n(v));

const INTERVAL_MEANS =
  "The 95% interval: run again with voters like these, the gap would land in such a range 19 times in 20 (a normal " +
  "approximation from each voter's own move: +2 from B to A, +1 from undecided to A, 0 for staying, and the same " +
  "the other way). When it includes zero, which side gained more cannot be told apart from chance.";

function Counts({ s }: { s: Swing }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="swing-counts">
      {n(s.paired)} paired, {n(s.withoutLean)} voted without a lean in time, {plural(s.late, "late lean")} left out.
    </p>
  );
}

/** The 3x3 table of paired voters (leans by ballots); a withheld cell (null, the small-cell floor) reads '<5'. */
export function LeanTable({ table, titles }: { table: WithheldSwing["table"]; titles: Titles }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Leans and ballots"
    >
      <table className="w-full text-left text-xs" data-testid="swing-table">
        <caption className="sr-only">
          Paired voters by where they stood before watching (rows) and how they voted (columns)
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Before watching
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Voted A
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Voted B
            </th>
          </tr>
        </thead>
        <tbody>
          {LEANS.map((lean) => (
            <tr key={lean} className="border-t border-border">
              <th scope="row" className="max-w-[12rem] truncate px-2 py-1.5 font-normal">
                {leanLabel(lean, titles)}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{cell(table[lean].A)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{cell(table[lean].B)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Minds changed' as a live debate's audience vote reads (decisions.md 'A first visit that explains itself'): where
 * the paired voters stood before watching and how they voted after, which side gained the most, and the gap with its
 * interval in that side's favour (lib/results/swing-reading.ts); 'too close to call' names what it is about. The
 * statistics (the measure, the interval's meaning and range, the table, the counts) sit behind a disclosure.
 */
export function MindsChanged({ swing: s, titles, large }: { swing: Swing; titles: Titles; large: boolean }) {
  const r = s.paired > 0 ? readSwing(s) : null;
  // not a fixed id: CI's markup check once found two copies of this section in one snapshot of /debate/1 (most likely
  // the lazy results caught mid-hydration); however many copies a DOM holds, their ids must differ
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm" data-testid="swing">
      {/* an h2 on both pages: the debate page's results sit right under its h1 */}
      <h2 id={headingId} className={large ? "text-xl font-semibold" : "text-sm font-semibold"}>
        Minds changed
      </h2>
      {!r ? (
        <p className="text-muted-foreground" data-testid="swing-none">
          No voter recorded a lean before watching in time, so there is no swing to report
          {s.withoutLean ? ` (${n(s.withoutLean)} voted without one)` : ""}.
        </p>
      ) : (
        <>
          {r.tooClose && (
            <p className="font-semibold text-amber-700 dark:text-amber-300" data-testid="swing-too-close">
              Too close to call which side gained more minds
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            Among the {n(s.paired)} voters who said where they stood before watching, then voted:
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 tabular-nums">
            <dt className="text-muted-foreground">Before watching</dt>
            <dd data-testid="swing-before">
              A {pct(s.shares.before.A)} · B {pct(s.shares.before.B)} · undecided {pct(s.shares.before.undecided)}
            </dd>
            <dt className="text-muted-foreground">After voting</dt>
            <dd data-testid="swing-after">
              A {pct(s.shares.after.A)} · B {pct(s.shares.after.B)}
            </dd>
          </dl>
          <p className="font-medium break-words" data-testid="swing-gained">
            {gainedText(s, r, titles)}
          </p>
          <p data-testid="swing-net">{gapText(r)}</p>
        </>
      )}
      <details className="rounded-lg border border-border px-3 py-2 text-xs" data-testid="swing-details">
        <summary className="cursor-pointer font-medium rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          The statistics: pairs, late leans and the interval
        </summary>
        <div className="mt-2 space-y-2 text-muted-foreground">
          <p>{SWING_EXPLAINED}</p>
          {r && (
            <>
              <p>{INTERVAL_MEANS}</p>
              <p data-testid="swing-range">{rangeText(r)}</p>
              <p>
                In the open data (the API and the exports) the same figures are A&apos;s gain less B&apos;s: net{" "}
                {signedPoints(s.net)} points
                {s.interval
                  ? `, interval ${signedPoints(s.interval[0])} to ${signedPoints(s.interval[1])} as computed`
                  : ""}
                .
              </p>
              <LeanTable table={s.table} titles={titles} />
            </>
          )}
          <Counts s={s} />
        </div>
      </details>
    </section>
  );
}
