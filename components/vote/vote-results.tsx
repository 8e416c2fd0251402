"use client";

import Link from "next/link";
import { useEffect } from "react";
import { ListChecks, Trophy } from "lucide-react";
import { boardPath } from "@/lib/ballots/paths";
import { debateResult } from "@/lib/debates/result";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { plural } from "@/lib/plural";
import { SwingSummary } from "./swing-summary";
import { count } from "@/lib/plural";

function Bar({
  label,
  title,
  percent,
  votes,
  winner,
}: {
  label: string;
  title: string;
  percent: number;
  votes: number;
  winner: boolean;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium">
          {label}: {title}
        </span>
        <span className="shrink-0 tabular-nums">
          {percent}% <span className="text-muted-foreground">({count(votes)})</span>
        </span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-muted" role="presentation">
        <div
          className={winner ? "h-full bg-primary" : "h-full bg-muted-foreground/50"}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Every ballot behind the verdict, and the receipt check (decisions.md 'A verdict anyone can check'). */
function BoardLink({ debateId }: { debateId: number }) {
  return (
    <Link
      href={boardPath(debateId)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline dark:text-red-300"
    >
      <ListChecks className="size-4" aria-hidden />
      Check every ballot on the board
    </Link>
  );
}

/**
 * The verdict once voting has ended: shares, winner or "It's a tie!" (equal counts: document 1), and below it the
 * swing among members who recorded a lean (issue 26), beside the verdict, never instead. A debate nobody voted in has
 * no verdict: it says so, without bars or a trophy.
 */
export function VoteResults({ debate, refresh }: { debate: Debate; refresh: () => void }) {
  const count = debate.voteCount;
  const sealed = !hasSplit(count);
  useEffect(() => {
    // the copy on screen predates the deadline: fetch the unsealed count once
    if (sealed) refresh();
  }, [sealed, refresh]);

  if (!hasSplit(count))
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Voting has ended. Counting the votes…
      </p>
    );
  if (count.total === 0) {
    return (
      <div className="space-y-1" role="group" aria-label="Results">
        <p className="text-sm font-semibold">Final results</p>
        <p className="text-sm text-muted-foreground">Voting has ended. No votes were cast.</p>
        <BoardLink debateId={debate.id} />
      </div>
    );
  }
  const r = debateResult(count.A, count.B);
  const winnerTitle = r.winner === "A" ? debate.positionATitle : debate.positionBTitle;
  return (
    <div className="space-y-3" role="group" aria-label="Results">
      <p className="text-sm font-semibold">Final results</p>
      <Bar label="A" title={debate.positionATitle} percent={r.percentA} votes={count.A} winner={r.winner === "A"} />
      <Bar label="B" title={debate.positionBTitle} percent={r.percentB} votes={count.B} winner={r.winner === "B"} />
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Trophy className="size-4 text-amber-500" aria-hidden />
        {r.winner
          ? `Position ${r.winner} won (${r.winner === "A" ? r.percentA : r.percentB}%): ${winnerTitle}`
          : "It's a tie!"}
      </p>
      <p className="text-xs text-muted-foreground">{plural(r.total, "vote")} in total</p>
      {debate.swing && <SwingSummary swing={debate.swing} titles={debate} />}
      <BoardLink debateId={debate.id} />
    </div>
  );
}
