"use client";

import useSWR from "swr";
import { useSearchParams } from "next/navigation";
import type { HomeTab } from "@/lib/debates/home-filters";

export type SearchCounts = Record<HomeTab, number>;

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

/**
 * How many active and past debates a home search matches, for the search banner and the empty states. The category
 * is the one in the address bar (the home view keeps it there); null while loading, without a term or on failure.
 */
export function useSearchCounts(term: string | null): SearchCounts | null {
  const category = useSearchParams()?.get("category") ?? null;
  const { data } = useSWR(term ? ["search-counts", term, category] : null, ([, t, c]: [string, string, string | null]) => fetchSearchCounts(t, c));
  return data ?? null;
}
