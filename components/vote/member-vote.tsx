"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Debate, VoteStatus } from "@/lib/debates/types";
import { useVoteStatus } from "@/lib/hooks/use-vote-status";
import { useCastVote } from "./use-cast-vote";
import { ThankYou, VerifyRequired } from "./member-prompts";

type Props = { debate: Debate; emailVerified: boolean; initialStatus: VoteStatus | null };

/**
 * A signed-in reader's part of the vote widget (document 1 section 4 after 'ended'): already voted, unverified, else
 * the two buttons. A chunk of its own: a visitor only ever sees the verdict or 'Login Required to Vote'.
 */
export function MemberVote({ debate, emailVerified, initialStatus }: Props) {
  const status = useVoteStatus(debate.id, true, initialStatus);
  const { vote, pending, voted, receipt } = useCastVote(debate.id);

  if (voted || status?.hasVoted) return <ThankYou focus={voted} receipt={receipt ?? undefined} />;
  if (!emailVerified) return <VerifyRequired from={`/debate/${debate.id}`} />;

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" id="cast-your-vote">
        Cast your vote
      </p>
      {/* Neutral ballot (decisions.md): both options look the same and are announced the same way, in A, B order. */}
      <div className="grid auto-rows-fr gap-2 sm:grid-cols-2" role="group" aria-labelledby="cast-your-vote">
        {(["A", "B"] as const).map((position) => (
          <Button
            key={position}
            type="button"
            size="lg"
            variant="outline"
            data-testid={`vote-${position}`}
            className="h-full min-h-11 whitespace-normal border-2 border-foreground/40 py-2 font-semibold"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void vote(position)}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            Vote {position}: {position === "A" ? debate.positionATitle : debate.positionBTitle}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        One anonymous vote per person. The split stays sealed until voting ends.
      </p>
    </div>
  );
}
