"use client";

import { useState } from "react";
import { mutateQuery } from "@/lib/api/query";
import { apiRequest, ApiError } from "@/lib/api/client";
import { voteStatusKey } from "@/lib/api/query-keys";
import type { LeanStatus, VoteStatus } from "@/lib/debates/types";
import { plural } from "@/lib/plural";

type LeanChoice = LeanStatus["lean"];

/** What the prompt says when a lean is refused: decided by the answer's code or status, else the server's words. */
function leanErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "Could not reach the server. Check your connection and try again.";
  if (error.code === "ALREADY_VOTED")
    return "You have already voted on this debate, so a lean can no longer be recorded.";
  if (error.status === 429) {
    const wait = error.retryAfter ? ` in ${plural(error.retryAfter, "second")}` : " later";
    return `Too many tries. Please try again${wait}.`;
  }
  return error.serverMessage || "Your lean could not be recorded. Please try again.";
}

/**
 * POST /api/debates/{id}/lean. A success is kept in the vote status's shared copy (the member's own lean only); a 409
 * (already leaned, already voted) revalidates the status, which then shows what the server holds.
 */
export function useRecordLean(debateId: number) {
  const [pending, setPending] = useState<LeanChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<LeanStatus | null>(null);

  async function record(lean: LeanChoice) {
    setPending(lean);
    setError(null);
    try {
      const res = await apiRequest("POST", `/api/debates/${debateId}/lean`, { lean });
      const body = (await res.json()) as { lean: LeanChoice; late: boolean; receipt: string };
      const own: LeanStatus = { lean: body.lean, late: body.late, receipt: body.receipt };
      setRecorded(own);
      await mutateQuery<VoteStatus>(
        voteStatusKey(debateId),
        (s) => ({ hasVoted: s?.hasVoted ?? false, position: s?.position ?? null, lean: own }),
        { revalidate: false },
      );
    } catch (e) {
      setError(leanErrorMessage(e));
      if (e instanceof ApiError && e.status === 409) void mutateQuery(voteStatusKey(debateId));
    } finally {
      setPending(null);
    }
  }

  return { record, pending, error, recorded };
}
