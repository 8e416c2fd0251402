"use client";

import { useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { listUrl, type HomeFilters } from "@/lib/debates/home-filters";
import type { Debate } from "@/lib/debates/types";
import { toast } from "@/components/ui/use-toast";

export type DebatePageState = {
  items: Debate[];
  next: string | null;
  /** matches of the active search (null without one) */
  found: number | null;
  status: "idle" | "loading" | "more";
};

/** The home list: the server renders the first page; a change of view refetches it, 'Load more' appends by cursor. */
export function useDebatePages(initialFilters: HomeFilters, initialPage: DebatePageState) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(initialPage);
  const latest = useRef(0);

  async function load(view: HomeFilters, cursor: string | null) {
    const id = ++latest.current;
    setPage((p) => ({ ...p, status: cursor ? "more" : "loading" }));
    try {
      const res = await fetch(listUrl(view, cursor), { credentials: "include" });
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      const items = (await res.json()) as Debate[];
      if (id !== latest.current) return;
      const total = res.headers.get("X-Total-Count");
      setPage((p) => ({
        items: cursor ? [...p.items, ...items] : items,
        next: res.headers.get("X-Next-Cursor"),
        found: cursor ? p.found : total === null ? null : Number(total),
        status: "idle",
      }));
    } catch {
      if (id !== latest.current) return;
      setPage((p) => ({ ...p, status: "idle" }));
      toast({ title: "Error", description: "Failed to load debates. Please try again.", variant: "destructive" });
    }
  }

  function update(patch: Partial<HomeFilters>) {
    const view = { ...filters, ...patch };
    setFilters(view);
    void load(view, null);
  }

  return { filters, page, update, loadMore: () => page.next && void load(filters, page.next) };
}
