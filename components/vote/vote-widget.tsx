"use client";

import { lazy, Suspense } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/debate/now-provider";
import { isEnded } from "@/lib/debates/time-left";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { VOTE_POSITIONS } from "@/lib/enums";
import { DELETED_ACCOUNT_BALLOT } from "@/lib/accounts/deletion-rule";
import { useDebate } from "@/lib/hooks/use-debate";
import { useVoteStatus } from "@/lib/hooks/use-vote-status";
import { useCastVote } from "./use-cast-vote";
import { LoginRequired } from "./vote-prompts";

// The verdict (bars, trophy, the board's link) only shows once voting has ended: its own chunk, so an open debate's
// page does not load it; an ended debate's page has it rendered by the server and hydrates it once the chunk is in.
// React.lazy rather than next/dynamic, whose loader would add about 3 KB gzip to the page.
const VoteResults = lazy(() => import("./vote-results").then((m) => ({ default: m.VoteResults })));
// Only signed-in voters see these (use-cast-vote warms the chunk when a vote is cast).
const ThankYou = lazy(() => import("./member-prompts").then((m) => ({ default: m.ThankYou })));
const VerifyRequired = lazy(() => import("./member-prompts").then((m) => ({ default: m.VerifyRequired })));

type Props = { debate: Debate; viewer: Viewer; initialStatus: VoteStatus | null };

/** Document 1 section 4: ended, already voted, not signed in, unverified, else the two buttons; first match wins. */
export function VoteWidget({ debate: initial, viewer, initialStatus }: Props) {
  const now = useNow();
  const { debate, refresh } = useDebate(initial);
  const status = useVoteStatus(debate.id, viewer.signedIn, initialStatus);
  const { vote, pending, voted, receipt } = useCastVote(debate.id, status);

  if (isEnded(debate.votingEndsAt, now)) {
    return (
      <Suspense fallback={null}>
        <VoteResults debate={debate} refresh={refresh} />
      </Suspense>
    );
  }
  const here = `/debate/${debate.id}`;
  if (voted || status?.hasVoted) {
    return (
      <Suspense fallback={null}>
        <ThankYou focus={voted} receipt={receipt ?? undefined} />
      </Suspense>
    );
  }
  if (!viewer.signedIn) return <LoginRequired from={here} />;
  if (!viewer.emailVerified) {
    return (
      <Suspense fallback={null}>
        <VerifyRequired from={here} />
      </Suspense>
    );
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" id="cast-your-vote">
        Cast your vote
      </p>
      {/* Neutral ballot (decisions.md): both options look the same and are announced the same way, in A, B order. */}
      <div className="grid auto-rows-fr gap-2 sm:grid-cols-2" role="group" aria-labelledby="cast-your-vote">
        {VOTE_POSITIONS.map((position) => (
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
        One anonymous vote per person. The split stays sealed until voting ends. {DELETED_ACCOUNT_BALLOT}
      </p>
    </div>
  );
}
