import Link from "next/link";
import { ArrowRight, Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { debateResult } from "@/lib/debates/result";
import type { Verdict } from "@/lib/results/verdict";
import { verdictLine, votesText } from "@/lib/results/verdict";
import { cn } from "@/lib/utils";
import type { VotePosition } from "@/lib/enums";

function Side({
  label,
  title,
  votes,
  percent,
  won,
}: {
  label: VotePosition;
  title: string;
  votes: number;
  percent: number;
  won: boolean;
}) {
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className={cn("min-w-0 break-words", won && "font-semibold")}>
          <span className="text-muted-foreground">{label}:</span> {title}
        </span>
        <span className="shrink-0 tabular-nums">
          {percent}% <span className="text-muted-foreground">({votesText(votes)})</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" role="presentation">
        <div className={won ? "h-full bg-primary" : "h-full bg-muted-foreground/50"} style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/** A 'Results are in' message: the debate's title, the verdict with both counts, and the link to the debate. */
export function ResultsVerdict({ verdict, debateId }: { verdict: Verdict; debateId: number | null }) {
  const r = debateResult(verdict.A, verdict.B);
  return (
    <section aria-label="Verdict" className="mt-4 space-y-4 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">
        Voting on <span className="font-medium text-foreground">&ldquo;{verdict.title}&rdquo;</span> has closed.
      </p>
      <div className="rounded-md border border-border bg-muted/40 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">The people&apos;s verdict</p>
        <p className="mt-1 flex items-start gap-2 text-base font-semibold break-words" data-testid="results-verdict">
          <Trophy className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
          {verdictLine(verdict)}
        </p>
        {verdict.total > 0 && (
          <ul className="mt-4 space-y-3">
            <Side
              label="A"
              title={verdict.positionA}
              votes={verdict.A}
              percent={r.percentA}
              won={verdict.winner === "A"}
            />
            <Side
              label="B"
              title={verdict.positionB}
              votes={verdict.B}
              percent={r.percentB}
              won={verdict.winner === "B"}
            />
          </ul>
        )}
        <p className="mt-3 text-xs text-muted-foreground">{votesText(verdict.total)} in total</p>
      </div>
      {debateId && (
        <Button asChild>
          <Link href={`/debate/${debateId}`}>
            See the results
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </section>
  );
}
