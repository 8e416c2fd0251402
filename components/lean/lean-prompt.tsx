"use client";

import { useRef } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useNow } from "@/components/debate/now-provider";
import { isEnded } from "@/lib/debates/time-left";
import type { Debate, VoteStatus } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useVoteStatus } from "@/lib/hooks/use-vote-status";
import { LeanRecorded } from "./lean-recorded";
import { leanLabel } from "@/lib/debates/lean-label";
import { LEANS } from "@/lib/enums";
import { useLeanSkipped } from "./lean-skip";
import { useRecordLean } from "./use-record-lean";

export const NOT_THE_VOTE = "This is not your vote \u2014 it only records where you stood before watching.";

/** After a skip the prompt is gone: focus goes on to the video that followed it (its play button, player or link). */
function focusNext(from: HTMLElement | null) {
  const next = from?.nextElementSibling;
  if (!(next instanceof HTMLElement)) return;
  const target = next.matches("button, a[href], video")
    ? next
    : next.querySelector<HTMLElement>("button, a[href], video[controls]");
  target?.focus();
}

type Props = { debate: Debate; initialStatus: VoteStatus | null };

/**
 * Issue 26: above the video of an open debate, a signed-in verified member who has neither voted nor leaned may say
 * where they stand before watching (A, B or Undecided, once), or skip it. Once recorded it shows their own lean and
 * its receipt, and says whether it counts in the swing.
 */
export function LeanPrompt({ debate: initial, initialStatus }: Props) {
  const now = useNow();
  const { debate } = useDebate(initial);
  const status = useVoteStatus(debate.id, true, initialStatus);
  const [skipped, skip] = useLeanSkipped(debate.id);
  const { record, pending, error, recorded } = useRecordLean(debate.id);
  // the server renders the buttons (Skip too) disabled: a press before this chunk has hydrated would be lost
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);

  if (isEnded(debate.votingEndsAt, now)) return null;
  const own = recorded ?? status?.lean ?? null;
  if (own) {
    return <LeanRecorded debateId={debate.id} debate={debate} own={own} focus={!!recorded} notice={error} />;
  }
  const voted = !!status?.hasVoted;
  if ((voted || skipped) && !error) return null;

  return (
    <section
      ref={ref}
      aria-labelledby="lean-heading"
      data-testid="lean-prompt"
      className="space-y-2 rounded-lg bg-muted p-3 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="lean-heading" className="text-sm font-medium">
          Before you watch: where do you stand?
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-mt-1.5 -mr-2 h-7 shrink-0 text-xs"
          disabled={!hydrated || !!pending}
          onClick={() => {
            focusNext(ref.current);
            skip();
          }}
        >
          Skip
        </Button>
      </div>
      <p id="lean-not-vote" className="text-xs font-medium" data-testid="lean-not-vote">
        {NOT_THE_VOTE}
      </p>
      {/* the same weight for every choice, in A, B, Undecided order (the neutral ballot of decisions.md); small
          pills on a muted panel, so that nobody takes them for the vote's buttons */}
      <div
        role="group"
        aria-labelledby="lean-heading"
        aria-describedby="lean-not-vote lean-help"
        className="flex flex-wrap gap-1.5"
      >
        {LEANS.map((choice) => (
          <button
            key={choice}
            type="button"
            data-testid={`lean-${choice}`}
            className="inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-full border border-foreground/25 bg-transparent px-3 py-1 text-left text-xs font-medium break-words transition-colors outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            disabled={!hydrated || !!pending || voted}
            aria-busy={pending === choice}
            onClick={() => void record(choice)}
          >
            {pending === choice && <Loader2 className="size-3.5 animate-spin" aria-hidden />}
            {leanLabel(choice, debate)}
          </button>
        ))}
      </div>
      <p id="lean-help" className="text-xs text-muted-foreground">
        Optional, once, and sealed like your vote. Record it before you start the video and, with your vote after it, it
        counts in the swing: how many minds the debate changed.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
