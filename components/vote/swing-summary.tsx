import { LEANS, VOTE_POSITIONS, type Lean } from "@/lib/enums";
import {
  SWING_EXPLAINED,
  signedPoints,
  type PublishedSwing,
  type Swing,
  type WithheldSwing,
} from "@/lib/results/swing";
import { SMALL_CELL, SMALL_CELL_LABEL } from "@/lib/results/small-cell";

type Titles = { positionATitle: string; positionBTitle: string };

const n = (v: number) => v.toLocaleString("en-US");
const pct = (v: number) => `${v.toFixed(1)}%`;

/** The net swing in words: towards which side, by how many points, with its interval. */
function netText(s: Swing, t: Titles): string {
  const side = s.net > 0 ? `A (${t.positionATitle})` : `B (${t.positionBTitle})`;
  const head = s.net === 0 ? "No net swing" : `Net swing ${Math.abs(s.net).toFixed(1)} points towards ${side}`;
  return s.interval
    ? `${head}; 95% interval ${signedPoints(s.interval[0])} to ${signedPoints(s.interval[1])} points.`
    : `${head}; too few paired voters for an interval.`;
}

const LEAN_LABEL: Record<Lean, (t: Titles) => string> = {
  A: (t) => `A: ${t.positionATitle}`,
  B: (t) => `B: ${t.positionBTitle}`,
  undecided: () => "Undecided",
};

/**
 * The swing after the deadline (issue 26; docs/decisions/0019-minds-changed.md), shown beside the verdict, never
 * instead: one line explaining the measure, the net swing and its interval ('Too close to call' when the interval
 * holds zero), each side's share before and after among paired voters, and the 3x3 table of leans and ballots.
 */
export function SwingSummary({
  swing,
  titles,
  large = false,
}: {
  swing: PublishedSwing;
  titles: Titles;
  /** the board page's section size (the results' is small) */
  large?: boolean;
}) {
  if (swing.suppressed) return <WithheldSwingSummary swing={swing} titles={titles} large={large} />;
  const s: Swing = swing;
  return (
    <section aria-labelledby="swing-heading" className="space-y-2 text-sm" data-testid="swing">
      {/* an h2 on both pages: the debate page's results sit right under its h1 */}
      <h2 id="swing-heading" className={large ? "text-xl font-semibold" : "text-sm font-semibold"}>
        Minds changed
      </h2>
      <p className="text-xs text-muted-foreground">{SWING_EXPLAINED}</p>
      {s.paired === 0 ? (
        <p className="text-muted-foreground" data-testid="swing-none">
          No voter recorded a lean before watching in time, so there is no swing to report
          {s.withoutLean ? ` (${n(s.withoutLean)} voted without one)` : ""}.
        </p>
      ) : (
        <>
          {s.tooClose && (
            <p className="font-semibold text-amber-700 dark:text-amber-300" data-testid="swing-too-close">
              Too close to call
            </p>
          )}
          <p data-testid="swing-net">{netText(s, titles)}</p>
          <ul className="space-y-0.5 text-xs" aria-label="Shares among paired voters">
            {VOTE_POSITIONS.map((side) => (
              <li key={side} className="break-words">
                {side}: {pct(s.shares.before[side])} before, {pct(s.shares.after[side])} after (
                {signedPoints(s.change[side])} points)
              </li>
            ))}
            {s.shares.before.undecided > 0 && <li>Undecided: {pct(s.shares.before.undecided)} before</li>}
          </ul>
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
                      {LEAN_LABEL[lean](titles)}
                    </th>
                    <td className="px-2 py-1.5 text-right tabular-nums">{n(s.table[lean].A)}</td>
                    <td className="px-2 py-1.5 text-right tabular-nums">{n(s.table[lean].B)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p className="text-xs text-muted-foreground" data-testid="swing-counts">
        {n(s.paired)} paired, {n(s.withoutLean)} voted without a lean in time, {n(s.late)} late{" "}
        {s.late === 1 ? "lean" : "leans"} left out.
      </p>
    </section>
  );
}

/** The swing under the small-cell floor (lib/results/small-cell.ts): the cells of 5 or more, '<5' for the others. */
function WithheldSwingSummary({ swing: s, titles, large }: { swing: WithheldSwing; titles: Titles; large: boolean }) {
  return (
    <section aria-labelledby="swing-heading" className="space-y-2 text-sm" data-testid="swing">
      <h2 id="swing-heading" className={large ? "text-xl font-semibold" : "text-sm font-semibold"}>
        Minds changed
      </h2>
      <p data-testid="swing-withheld">
        Too few voters in a group to show how minds changed without singling someone out: a count under {SMALL_CELL}{" "}
        reads {SMALL_CELL_LABEL}, and the shares and the net swing, which would give it back, are not shown.
      </p>
      <ul className="space-y-0.5 text-xs" aria-label="Leans and ballots">
        {LEANS.map((lean) => (
          <li key={lean} className="break-words">
            {LEAN_LABEL[lean](titles)} before watching:{" "}
            {VOTE_POSITIONS.map((side) => `${s.table[lean][side] ?? SMALL_CELL_LABEL} voted ${side}`).join(", ")}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground" data-testid="swing-counts">
        {n(s.late)} late {s.late === 1 ? "lean" : "leans"} left out.
      </p>
    </section>
  );
}
