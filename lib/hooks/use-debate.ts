import { useCallback } from "react";
import useSWR from "swr";
import { debateKey } from "@/lib/api/swr-keys";
import type { Debate } from "@/lib/debates/types";

/** GET /api/debates/{id}, starting from the server-rendered copy; revalidated after a vote. */
export function useDebate(initial: Debate) {
  const { data, mutate } = useSWR<Debate>(debateKey(initial.id), { fallbackData: initial });
  const refresh = useCallback(() => void mutate(), [mutate]);
  return { debate: data ?? initial, refresh };
}
