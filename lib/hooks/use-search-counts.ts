"use client";

import { useEffect, useState } from "react";
import type { SearchCounts } from "@/lib/debates/home-filters";

/** The number of matches a list call counted in SQL (X-Total-Count on the first page of a search). */
async function countOf(url: string): Promise<number> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return Number(res.headers.get("X-Total-Count") ?? 0);
}

/** The search's matches on both tabs, from the two list calls with limit=1 (each counts its tab in SQL). */
async function fetchSearchCounts(term: string, category: string | null): Promise<SearchCounts> {
  const q = new URLSearchParams({ search: term, limit: "1" });
  if (category) q.set("category", category);
  const [active, past] = await Promise.all([countOf(`/api/debates?${q}`), countOf(`/api/debates/ended?${q}`)]);
  return { active, past };
}

type Counted = { key: string; counts: SearchCounts };
const keyOf = (term: string | null, category: string | null) => (term ? JSON.stringify([term, category]) : null);

/**
 * How many active and past debates a home search matches, for the search banner and the empty states. The server
 * counts the search it renders (`initial`, for `initialTerm` and `initialCategory`); only a later change of the
 * view in the browser (another category with the same term) asks the list calls. Null without a term, while such a
 * count loads, or when it failed.
 */
export function useSearchCounts(
  term: string | null,
  category: string | null,
  initial: {
    term: string | null;
    category: string | null;
    counts: SearchCounts | null;
  },
): SearchCounts | null {
  const key = keyOf(term, category);
  const [counted, setCounted] = useState<Counted | null>(() => {
    const initialKey = keyOf(initial.term, initial.category);
    return initialKey && initial.counts ? { key: initialKey, counts: initial.counts } : null;
  });
  const current = counted?.key === key ? counted : null;

  useEffect(() => {
    if (!key || !term || current) return;
    let live = true;
    fetchSearchCounts(term, category).then(
      (counts) => live && setCounted({ key, counts }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [key, term, category, current]);

  return current?.counts ?? null;
}
