import type { SearchCounts } from "@/lib/debates/home-filters";

/** The number of matches a list call counted in SQL (X-Total-Count on the first page of a search). */
async function countOf(url: string): Promise<number> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return Number(res.headers.get("X-Total-Count") ?? 0);
}

/** The search's matches on both tabs, from the two list calls with limit=1 (each counts its tab in SQL). */
export async function fetchSearchCounts(term: string, category: string | null): Promise<SearchCounts> {
  const q = new URLSearchParams({ search: term, limit: "1" });
  if (category) q.set("category", category);
  const [active, past] = await Promise.all([countOf(`/api/debates?${q}`), countOf(`/api/debates/ended?${q}`)]);
  return { active, past };
}
