"use client";

import { useState } from "react";
import { mutateQuery } from "@/lib/api/query";
import { apiRequest, ApiError, errorCode } from "@/lib/api/client";
import { debateKey, FEATURED_DEBATES_KEY, HOT_DEBATE_KEY, voteStatusKey } from "@/lib/api/query-keys";
import type { Debate, VoteStatus } from "@/lib/debates/types";
import { toast } from "@/components/ui/use-toast";
import type { VotePosition } from "@/lib/enums";

type Position = VotePosition;

/** The vote error toasts of document 1 section 8, chosen by the answer's code. */
function toastFor(error: unknown) {
  const code = errorCode(error);
  if (code === "AUTH_REQUIRED") {
    toast({
      title: "Login Required",
      description: "You must be logged in to vote on debates.",
      variant: "destructive",
    });
  } else if (code === "EMAIL_NOT_VERIFIED") {
    toast({
      title: "Email Verification Required",
      description: "Please verify your email before voting on debates.",
      variant: "destructive",
    });
  } else if (code === "ALREADY_VOTED") {
    toast({ title: "Already Voted", description: "You have already voted on this debate." });
  } else {
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
    toast({
      title: "Error",
      description: serverMessage || "Failed to submit vote. Please try again.",
      variant: "destructive",
    });
  }
}

/**
 * POST /api/votes; a success or 'Already voted' marks the debate voted, then the debate calls refresh; a success keeps
 * the receipt. `current`: the voter's status as the widget reads it.
 */
export function useCastVote(debateId: number, current: VoteStatus | null = null) {
  const [pending, setPending] = useState(false);
  const [voted, setVoted] = useState(false);
  // the fresh ballot's receipt, kept in this component only: shown once, never cached
  const [receipt, setReceipt] = useState<{ debateId: number; value: string } | null>(null);

  async function markVoted(position: Position | null) {
    setVoted(true);
    // the member's own lean (issue 26) stays in the status, from the cache or the server-rendered `current` (a
    // fallback, never in the cache): the lean prompt shows it beside the thanks
    await mutateQuery<VoteStatus>(
      voteStatusKey(debateId),
      (cached) => ({ lean: null, ...(cached ?? current), hasVoted: true, position }),
      { revalidate: false },
    );
  }

  async function vote(position: Position) {
    setPending(true);
    // the thanks and the receipt (their own chunk) load while the ballot is sent
    void import("./member-prompts");
    try {
      const res = await apiRequest("POST", "/api/votes", { debateId, position });
      const { voteCount, receipt } = (await res.json()) as { voteCount: { total: number }; receipt: string };
      setReceipt({ debateId, value: receipt });
      await markVoted(position);
      void mutateQuery<Debate>(
        debateKey(debateId),
        (d) => d && { ...d, voteCount: { ...d.voteCount, total: voteCount.total } },
      );
      void mutateQuery(FEATURED_DEBATES_KEY);
      void mutateQuery(HOT_DEBATE_KEY);
    } catch (error) {
      toastFor(error);
      if (errorCode(error) === "ALREADY_VOTED") await markVoted(null);
    } finally {
      setPending(false);
    }
  }

  return { vote, pending, voted, receipt };
}
