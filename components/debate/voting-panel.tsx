"use client";

import { Clock, Users } from "lucide-react";
import { ReportButton } from "@/components/report/report-button";
import { VoteWidget } from "@/components/vote/vote-widget";
import { plural } from "@/lib/plural";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";
import { ShareButton } from "./share-button";
import { TimeLeftText } from "./time-left-text";
import { DebateStat } from "./debate-stat";

type Props = { debate: Debate; viewer: Viewer; voteStatus: VoteStatus | null };

/** The Voting tab: the widget, vote count, time left, share and report. */
export function VotingPanel({ debate: initial, viewer, voteStatus }: Props) {
  const { debate } = useDebate(initial);
  return (
    <div className="space-y-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <VoteWidget debate={initial} viewer={viewer} initialStatus={voteStatus} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <DebateStat icon={Users} large>
          {plural(debate.voteCount.total, "vote")}
        </DebateStat>
        <DebateStat icon={Clock} large>
          <TimeLeftText endsAt={debate.votingEndsAt} />
        </DebateStat>
        <div className="ml-auto flex gap-2">
          <ShareButton id={debate.id} title={debate.title} />
          <ReportButton targetType="debate" targetId={debate.id} />
        </div>
      </div>
    </div>
  );
}
