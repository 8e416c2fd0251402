"use client";

import { Clock, Flame, MessageSquare, Users } from "lucide-react";
import { CategoryBadge } from "@/components/debate/category-badge";
import { DebatePositions } from "@/components/debate/debate-positions";
import { DebateVideo } from "@/components/debate/debate-video";
import { IntentLink } from "@/components/debate/intent-link";
import { ShareButton } from "@/components/debate/share-button";
import { TimeLeftText } from "@/components/debate/time-left-text";
import { VoteWidget } from "@/components/vote/vote-widget";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/plural";
import type { Debate, Viewer, VoteStatus } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";
import { DebateStat } from "@/components/debate/debate-stat";

type Props = { debate: Debate; viewer: Viewer; voteStatus: VoteStatus | null };

/** 'Hot Right Now': video, both positions, the vote widget, comment and share buttons. */
export function HotDebate({ debate: initial, viewer, voteStatus }: Props) {
  const { debate } = useDebate(initial);
  return (
    <section aria-labelledby="hot-heading" className="space-y-3">
      <h2 id="hot-heading" className="flex items-center gap-2 text-xl font-bold">
        <Flame className="size-5 text-orange-500" aria-hidden />
        Hot Right Now
      </h2>
      <div className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm lg:grid-cols-2 lg:gap-6">
        <DebateVideo
          url={debate.debateVideo}
          title={debate.title}
          priority
          reportPlayOf={viewer.signedIn ? debate.id : undefined}
        />
        <div className="flex min-w-0 flex-col gap-3">
          <CategoryBadge category={debate.category} />
          <h3 className="text-xl leading-snug font-semibold break-words">
            <IntentLink href={`/debate/${debate.id}`} className="rounded-sm hover:underline">
              {debate.title}
            </IntentLink>
          </h3>
          <p className="line-clamp-3 text-sm text-muted-foreground">{debate.description}</p>
          <DebatePositions debate={debate} compact />
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <DebateStat icon={Users}>{plural(debate.voteCount.total, "vote")}</DebateStat>
            <DebateStat icon={Clock}>
              <TimeLeftText endsAt={debate.votingEndsAt} />
            </DebateStat>
          </div>
          <VoteWidget debate={initial} viewer={viewer} initialStatus={voteStatus} />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <IntentLink href={`/debate/${debate.id}#comments`}>
                <MessageSquare aria-hidden />
                {plural(debate.commentCount, "Comment")}
              </IntentLink>
            </Button>
            <ShareButton id={debate.id} title={debate.title} />
          </div>
        </div>
      </div>
    </section>
  );
}
