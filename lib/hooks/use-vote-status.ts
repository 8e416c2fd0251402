import { useQuery } from "@/lib/api/query";
import { voteStatusKey } from "@/lib/api/query-keys";
import type { VoteStatus } from "@/lib/debates/types";

/** GET /api/votes/{debateId}/user, only for a signed-in viewer; the server-rendered answer comes first. */
export function useVoteStatus(debateId: number, signedIn: boolean, initial: VoteStatus | null) {
  const { data } = useQuery<VoteStatus>(signedIn ? voteStatusKey(debateId) : null, {
    fallbackData: initial ?? undefined,
  });
  return data ?? null;
}
