"use client";

import { Clock, Lock, Trophy, Users } from "lucide-react";
import { shortDate } from "@/lib/format-date";
import { debateResult, winnerLine } from "@/lib/debates/result";
import { isEnded, timeLeft } from "@/lib/debates/time-left";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";
import { useLiveTurnout } from "@/lib/hooks/use-live-turnout";
import { plural } from "@/lib/plural";
import { cn } from "@/lib/utils";
import { DebateStat } from "./debate-stat";
import { useNow } from "./now-provider";
import { WHY_SEALED_ID } from "./why-sealed";

const STRIP = "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm";

/**
 * Where the debate stands, under its title: open, the time left, the turnout and the date the split stays sealed
 * until; ended, the verdict line (document 1's card wording) and the final turnout. Follows the debate's shared copy
 * (useQuery), and while open the live turnout every viewer shares (lib/hooks/use-live-turnout.ts).
 */
export function DebateStatus({ debate: initial }: { debate: Debate }) {
  const now = useNow();
  const { debate } = useDebate(initial);
  const count = debate.voteCount;
  const open = !isEnded(debate.votingEndsAt, now);
  const live = useLiveTurnout(debate.id, open && debate.isActive);
  // the shared answer may be a few seconds older than the count this viewer's own vote returned: never step back
  const total = Math.max(count.total, live ?? 0);
  const turnout = (
    <DebateStat icon={Users} large>
      <span data-testid="debate-turnout">{plural(total, "vote")}</span>
    </DebateStat>
  );

  if (open) {
    return (
      <div
        className={cn(STRIP, "border-border bg-muted/40 text-muted-foreground")}
        data-testid="debate-status"
        role="group"
        aria-label="Where the debate stands"
      >
        <span className="font-semibold text-foreground">Voting open</span>
        <DebateStat icon={Clock} large>
          <span>{timeLeft(new Date(debate.votingEndsAt).getTime(), now)}</span>
        </DebateStat>
        {turnout}
        <a
          href={`#${WHY_SEALED_ID}`}
          className="-my-0.5 inline-flex min-h-6 items-center gap-1.5 rounded-sm underline-offset-4 hover:text-foreground hover:underline"
        >
          <Lock className="size-4" aria-hidden />
          Split sealed until {shortDate(debate.votingEndsAt)}
        </a>
      </div>
    );
  }

  const verdict = hasSplit(count) ? (winnerLine(count.A, count.B) ?? "No votes were cast") : "Counting the votes…";
  // the trophy goes with a win only: not a tie, an empty ballot box or a count still under way
  const won = hasSplit(count) && !!debateResult(count.A, count.B).winner;
  return (
    <div
      className={cn(STRIP, "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40")}
      data-testid="debate-status"
      role="group"
      aria-label="Where the debate stands"
    >
      <span className="text-muted-foreground">Voting ended {shortDate(debate.votingEndsAt)}</span>
      <span className="inline-flex items-center gap-1.5 font-semibold" data-testid="debate-verdict">
        {won && <Trophy className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />}
        {verdict}
      </span>
      <span className="text-muted-foreground">{turnout}</span>
    </div>
  );
}
