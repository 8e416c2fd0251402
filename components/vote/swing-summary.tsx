import { LEANS, type Lean } from "@/lib/enums";
import type { PublishedSwing, WithheldSwing } from "@/lib/results/swing";
import { SMALL_CELL, SMALL_CELL_LABEL } from "@/lib/results/small-cell";
import { MindsChanged } from "./minds-changed";

type Titles = { positionATitle: string; positionBTitle: string };

const n = (v: number) => v.toLocaleString("en-US");

const LEAN_LABEL: Record<Lean, (t: Titles) => string> = {
  A: (t) => `A: ${t.positionATitle}`,
  B: (t) => `B: ${t.positionBTitle}`,
  undecided: () => "Undecided",
};

/**
 * The swing after the deadline (issue 26; docs/decisions/0019-minds-changed.md), shown beside the verdict, never
 * instead: as an audience vote reads (./minds-changed.tsx), or its withheld form under the small-cell floor.
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
  return <MindsChanged swing={swing} titles={titles} large={large} />;
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
      <LeanTable table={s.table} titles={titles} />
      <p className="text-xs text-muted-foreground" data-testid="swing-counts">
        {n(s.late)} late {s.late === 1 ? "lean" : "leans"} left out.
      </p>
    </section>
  );
}

/** A count, or '<5' for one withheld under the small-cell floor. */
const cell = (v: number | null) => (v === null ? SMALL_CELL_LABEL : n(v));

/** The 3x3 table of paired voters: where they stood before watching (rows) and how they voted (columns). */
function LeanTable({ table, titles }: { table: WithheldSwing["table"]; titles: Titles }) {
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
                {LEAN_LABEL[lean](titles)}
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
