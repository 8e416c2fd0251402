"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { ChevronDown, ChevronUp, Vote } from "lucide-react";
import { CategoryBadge } from "@/components/debate/category-badge";
import { shortDate } from "@/lib/format-date";
import { Receipt } from "@/components/ballots/receipt";
import { Button } from "@/components/ui/button";
import type { UserVote } from "@/lib/users/types";

const HISTORY_PREVIEW = 3;

function VoteItem({ vote }: { vote: UserVote }) {
  const { debate } = vote;
  const side = vote.position === "A" ? debate.positionATitle : vote.position === "B" ? debate.positionBTitle : null;
  return (
    <Link
      href={`/debate/${debate.id}`}
      className="block rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <CategoryBadge category={debate.category} />
        <span className="text-xs text-muted-foreground">Voted {shortDate(vote.createdAt)}</span>
      </div>
      <h3 className="font-semibold break-words">{debate.title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{debate.description}</p>
      <p className="mt-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{debate.positionATitle}</span> vs{" "}
        <span className="font-medium text-foreground">{debate.positionBTitle}</span>
      </p>
      {side && (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-md bg-primary/10 px-2 py-1 text-xs font-medium text-primary dark:text-red-300">
          <Vote className="size-3.5" aria-hidden />
          You voted: {side}
        </p>
      )}
    </Link>
  );
}

/** The first three votes, with a toggle for the rest. */
export function VoteHistory({ votes }: { votes: UserVote[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? votes : votes.slice(0, HISTORY_PREVIEW);
  return (
    <div className="space-y-3">
      <ul id={listId} className="space-y-3">
        {shown.map((v) => (
          <li key={v.debate.id} className="space-y-2">
            <VoteItem vote={v} />
            {v.receipt && (
              <div className="space-y-2 rounded-lg border border-dashed border-border px-4 py-3">
                {v.voidedBy !== undefined && (
                  <p className="text-sm font-medium" data-testid="ballot-void">
                    Void: this ballot is not counted (action #{v.voidedBy}, vote manipulation). It stays on the board;
                    an appeal that reverses the action before the deadline counts it again.
                  </p>
                )}
                <Receipt debateId={v.debate.id} receipt={v.receipt} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {votes.length > HISTORY_PREVIEW && (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {expanded ? "Show Less" : `Show All ${votes.length} Votes`}
        </Button>
      )}
    </div>
  );
}
