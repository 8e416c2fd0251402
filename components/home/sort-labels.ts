import type { DebateSort } from "@/lib/debates/types";

export const SORT_LABELS: Record<DebateSort, string> = {
  recent: "Most Recent",
  popular: "Most Popular",
  ending: "Ending Soon",
};
