import "server-only";
import type { HomeFilters, SearchCounts } from "@/lib/debates/home-filters";
import { HOME_PAGE_SIZE } from "@/lib/debates/home-filters";
import type { Debate, DebateCategory } from "@/lib/debates/types";
import { countSearchTabs } from "./count-search-tabs";
import { getHotDebate } from "./get-hot-debate";
import { listCategories } from "./list-categories";
import { listDebates, type DebatePage } from "./list-debates";

/** `searchCounts`: with a search, how many active and how many past debates match it (null without one). */
type HomeData = {
  page: DebatePage;
  hot: Debate | null;
  categories: DebateCategory[];
  searchCounts: SearchCounts | null;
};

/**
 * The home page's data: the first page of the chosen tab, the hot debate and the categories, in one round of parallel
 * queries (the hot debate and categories not again when the caller has them already: the home layout reads them first).
 * A search is counted on both tabs in the same round (one statement), so the banner and an empty tab's pointer to the
 * other tab are in the server's HTML. Errors are never swallowed here: an outage must fail the page, not render it
 * empty.
 */
export async function loadHomeData(f: HomeFilters, shared?: Pick<HomeData, "hot" | "categories">): Promise<HomeData> {
  const query = {
    search: f.search ?? undefined,
    category: f.category ?? undefined,
    sort: f.sort,
    limit: HOME_PAGE_SIZE,
  };
  const [page, searchCounts, hot, categories] = await Promise.all([
    listDebates(f.tab === "past" ? "ended" : "open", query),
    f.search ? countSearchTabs(f.search, f.category ?? undefined) : null,
    shared ? shared.hot : getHotDebate(),
    shared ? shared.categories : listCategories(),
  ]);
  const found = searchCounts ? searchCounts[f.tab] : undefined;
  return {
    page: found === undefined ? page : { ...page, found },
    hot,
    categories,
    searchCounts,
  };
}
