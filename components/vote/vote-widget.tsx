"use client";

import { lazy, Suspense } from "react";
import { useNow } from "@/components/debate/now-provider";
import { isEnded } from "@/lib/debates/time-left";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";
import { LoginRequired } from "./vote-prompts";

// Chunks of their own, so a visitor's page of an open debate loads neither: the verdict (bars, trophy, the board's
// link) shows once voting has ended, the signed-in part (vote status, casting, thanks, receipt) to members only. When
// the server renders one, the browser hydrates it once its chunk is in. React.lazy rather than next/dynamic, whose
// loader would add about 3 KB gzip to the page.
const VoteResults = lazy(() => import("./vote-results").then((m) => ({ default: m.VoteResults })));
const MemberVote = lazy(() => import("./member-vote").then((m) => ({ default: m.MemberVote })));

type Props = { debate: Debate; viewer: Viewer; initialStatus: VoteStatus | null };

/** Document 1 section 4: ended, already voted, not signed in, unverified, else the two buttons; first match wins. */
export function VoteWidget({ debate: initial, viewer, initialStatus }: Props) {
  const now = useNow();
  const { debate, refresh } = useDebate(initial);

  if (isEnded(debate.votingEndsAt, now)) {
    return (
      <Suspense fallback={null}>
        <VoteResults debate={debate} refresh={refresh} />
      </Suspense>
    );
  }
  // a visitor has no vote to be thanked for: 'not signed in' comes next for them
  if (!viewer.signedIn) return <LoginRequired from={`/debate/${debate.id}`} />;
  return (
    <Suspense fallback={null}>
      <MemberVote debate={debate} emailVerified={viewer.emailVerified} initialStatus={initialStatus} />
    </Suspense>
  );
}
