"use client";

import { ReportButton } from "@/components/report/report-button";
import { VoteWidget } from "@/components/vote/vote-widget";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { ShareButton } from "./share-button";

type Props = { debate: Debate; viewer: Viewer; voteStatus: VoteStatus | null };

/** The Voting tab: the widget, share and report (the vote count and time left lead the page: DebateStatus). */
export function VotingPanel({ debate, viewer, voteStatus }: Props) {
  return (
    <div className="space-y-2 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-sm sm:space-y-3 sm:p-4">
      <VoteWidget debate={debate} viewer={viewer} initialStatus={voteStatus} />
      <div className="flex justify-end gap-2">
        <ShareButton id={debate.id} title={debate.title} />
        <ReportButton targetType="debate" targetId={debate.id} />
      </div>
    </div>
  );
}
