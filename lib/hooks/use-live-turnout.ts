import { useQuery } from "@/lib/api/query";
import { turnoutKey } from "@/lib/api/query-keys";
import type { Turnout } from "@/lib/debates/types";

/** How often an open page asks: with the shared copy's few seconds, the count shown is within 10 s of the truth. */
const TURNOUT_EVERY_MS = 5000;

// Without cookies: the answer is the same for everyone, and a shared cache keeps one copy only of a request with no
// session, so every viewer of a debate is answered from it (decisions.md 'A debate that goes viral')
async function fetchTurnout(url: string): Promise<Turnout> {
  const res = await fetch(url, { credentials: "omit" });
  if (!res.ok) throw new Error(`turnout: ${res.status}`);
  return (await res.json()) as Turnout;
}

/**
 * The debate's turnout as it moves, while `live` (an open debate, shown): asked every few seconds, not in a hidden tab
 * (useQuery skips a hidden tab's turns) and again when the tab comes back; after a failed read it stops (a debate taken
 * down meanwhile is 404). Undefined until the first answer: the page shows its server-rendered count until then.
 */
export function useLiveTurnout(debateId: number, live: boolean): number | undefined {
  const { data } = useQuery(live ? turnoutKey(debateId) : null, {
    fetcher: fetchTurnout,
    refreshInterval: TURNOUT_EVERY_MS,
    revalidateOnMount: false,
  });
  return data?.total;
}
