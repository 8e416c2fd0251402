import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { HomeFilters } from "@/lib/debates/home-filters";
import { HOME_PAGE_SIZE } from "@/lib/debates/home-filters";
import type { Debate, DebateCategory } from "@/lib/debates/types";
import { getHotDebate } from "./get-hot-debate";
import { listCategories } from "./list-categories";
import { listDebates, type DebatePage } from "./list-debates";

export type HomeData = { page: DebatePage; hot: Debate | null; categories: DebateCategory[] };

// Visitors' unfiltered views are the same for everyone: kept a moment per server instance, one fetch per key.
const VISITOR_TTL_MS = 2000;
const store = globalThis as unknown as { __pvHome?: Map<string, { at: number; data: Promise<HomeData> }> };

function fetchHomeData(f: HomeFilters): Promise<HomeData> {
  const query = { search: f.search ?? undefined, category: f.category ?? undefined, sort: f.sort, limit: HOME_PAGE_SIZE };
  return Promise.all([listDebates(f.tab === "past" ? "ended" : "open", query, { count: true }), getHotDebate(), listCategories()]).then(
    ([page, hot, categories]) => ({ page, hot, categories }),
  );
}

/**
 * The home page's data. Signed-in users always read it fresh (they just voted or created); visitors without
 * a search or category filter share a copy at most 2 s old, so a burst of anonymous traffic costs one query set.
 */
export async function loadHomeData(actor: Actor | null, f: HomeFilters): Promise<HomeData> {
  if (actor || f.search || f.category) return fetchHomeData(f);
  const cache = (store.__pvHome ??= new Map());
  const key = `${f.tab}:${f.sort}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < VISITOR_TTL_MS) return hit.data;
  const data = fetchHomeData(f);
  cache.set(key, { at: Date.now(), data });
  data.catch(() => cache.delete(key));
  return data;
}
