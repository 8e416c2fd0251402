"use client";

import { Clock, MessageSquare, Trophy, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserCardTrigger } from "@/components/profile-card/user-card-trigger";
import { plural } from "@/lib/plural";
import { shortDate } from "@/lib/format-date";
import { winnerLine } from "@/lib/debates/result";
import { isEnded } from "@/lib/debates/time-left";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { CategoryBadge } from "./category-badge";
import { DebatePositions } from "./debate-positions";
import { useNow } from "./now-provider";
import { IntentLink } from "./intent-link";
import { ShareButton } from "./share-button";
import { TimeLeftText } from "./time-left-text";
import { DebateStat } from "./debate-stat";

export function DebateCard({ debate }: { debate: Debate }) {
  const now = useNow();
  const ended = isEnded(debate.votingEndsAt, now);
  const count = debate.voteCount;
  const winner = ended && hasSplit(count) ? winnerLine(count.A, count.B) : null;
  const href = `/debate/${debate.id}`;

  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={debate.category} />
        {ended && <Badge variant="secondary">Ended</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">
        by{" "}
        <UserCardTrigger
          userId={debate.creatorInfo.id}
          username={debate.creatorInfo.username}
          className="font-medium text-foreground"
        />{" "}
        · {shortDate(debate.createdAt)}
      </p>
      <h3 className="text-lg leading-snug font-semibold break-words">
        <IntentLink href={href} className="rounded-sm hover:underline">
          {debate.title}
        </IntentLink>
      </h3>
      {/* the verdict right under the title, where a phone shows it with the card's first lines */}
      {winner && (
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
          <Trophy className="size-4 text-amber-500" aria-hidden />
          {winner}
        </p>
      )}
      <p className="line-clamp-2 text-sm text-muted-foreground">{debate.description}</p>
      <DebatePositions debate={debate} compact />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <DebateStat icon={Users}>{plural(count.total, "vote")}</DebateStat>
        <DebateStat icon={MessageSquare}>{plural(debate.commentCount, "comment")}</DebateStat>
        <DebateStat icon={Clock}>
          <TimeLeftText endsAt={debate.votingEndsAt} />
        </DebateStat>
      </div>
      <div className="mt-auto flex items-center gap-2 pt-1">
        <ShareButton id={debate.id} title={debate.title} />
        <Button asChild size="sm" className="ml-auto">
          <IntentLink href={href}>{ended ? "View Results" : "Watch & Vote"}</IntentLink>
        </Button>
      </div>
    </article>
  );
}
