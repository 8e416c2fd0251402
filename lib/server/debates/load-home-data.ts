import "server-only";
import type { HomeFilters } from "@/lib/debates/home-filters";
import { HOME_PAGE_SIZE } from "@/lib/debates/home-filters";
import type { Debate, DebateCategory } from "@/lib/debates/types";
import { getHotDebate } from "./get-hot-debate";
import { listCategories } from "./list-categories";
import { listDebates, type DebatePage } from "./list-debates";

export type HomeData = { page: DebatePage; hot: Debate | null; categories: DebateCategory[] };

/**
 * The home page's data: the first page of the chosen tab, the hot debate and the categories, in one round of
 * parallel queries (the hot debate and categories not again when the caller has them already: the home layout
 * reads them first). Errors are never swallowed here: an outage must fail the page, not render it empty.
 * Visitors' pages are shared for a moment by the server in front (lib/serve/visitor-page-cache.ts).
 */
export async function loadHomeData(f: HomeFilters, shared?: Omit<HomeData, "page">): Promise<HomeData> {
  const query = { search: f.search ?? undefined, category: f.category ?? undefined, sort: f.sort, limit: HOME_PAGE_SIZE };
  const [page, hot, categories] = await Promise.all([
    listDebates(f.tab === "past" ? "ended" : "open", query, { count: true }),
    shared ? shared.hot : getHotDebate(),
    shared ? shared.categories : listCategories(),
  ]);
  return { page, hot, categories };
}
