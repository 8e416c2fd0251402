import { useCallback } from "react";
import { useQuery } from "@/lib/api/query";
import { debateKey } from "@/lib/api/query-keys";
import type { Debate } from "@/lib/debates/types";

/** GET /api/debates/{id}, starting from the server-rendered copy; revalidated after a vote. */
export function useDebate(initial: Debate) {
  const { data, mutate } = useQuery<Debate>(debateKey(initial.id), { fallbackData: initial });
  const refresh = useCallback(() => void mutate(), [mutate]);
  return { debate: data ?? initial, refresh };
}
