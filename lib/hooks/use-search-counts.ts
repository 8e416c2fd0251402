"use client";

import { useEffect, useState } from "react";
import type { SearchCounts } from "@/lib/debates/home-filters";

// Only a change of search in the browser asks for counts: the fetch is a chunk of its own, not in the first load.
const fetchSearchCounts = (term: string, category: string | null) =>
  import("@/lib/debates/fetch-search-counts").then((m) => m.fetchSearchCounts(term, category));

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
