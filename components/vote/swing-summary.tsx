import { useId } from "react";
import type { PublishedSwing, WithheldSwing } from "@/lib/results/swing";
import { SMALL_CELL, SMALL_CELL_LABEL } from "@/lib/results/small-cell";
import { LeanTable, MindsChanged } from "./minds-changed";
import { plural } from "@/lib/plural";

type Titles = { positionATitle: string; positionBTitle: string };

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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm" data-testid="swing">
      <h2 id={headingId} className={large ? "text-xl font-semibold" : "text-sm font-semibold"}>
        Minds changed
      </h2>
      <p data-testid="swing-withheld">
        Too few voters in a group to show how minds changed without singling someone out: a count under {SMALL_CELL}{" "}
        reads {SMALL_CELL_LABEL}, and the shares and the net swing, which would give it back, are not shown.
      </p>
      <LeanTable table={s.table} titles={titles} />
      <p className="text-xs text-muted-foreground" data-testid="swing-counts">
        {plural(s.late, "late lean")} left out.
      </p>
    </section>
  );
}
