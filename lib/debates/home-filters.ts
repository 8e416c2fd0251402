import { DEBATE_SORT_KEYS, type DebateSort } from "./sorts";

export type HomeTab = "active" | "past";
/** How many debates a search matches on each tab. */
export type SearchCounts = Record<HomeTab, number>;
export type HomeFilters = { tab: HomeTab; sort: DebateSort; category: string | null; search: string | null };
type Params = Record<string, string | string[] | undefined>;

export const HOME_PAGE_SIZE = 12;

// a NUL cannot be typed and PostgreSQL cannot compare it (22021): it is dropped, as the search box would
const first = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v[0] : v)?.replaceAll("\u0000", "").trim() || null;

/** The home page's state from its query string; anything unknown falls back to the default. */
export function parseHomeFilters(params: Params): HomeFilters {
  const sort = first(params.sort);
  return {
    tab: first(params.tab) === "past" ? "past" : "active",
    sort: DEBATE_SORT_KEYS.includes(sort as DebateSort) ? (sort as DebateSort) : "recent",
    category: first(params.category)?.slice(0, 100) ?? null,
    search: first(params.search)?.slice(0, 200) ?? null,
  };
}

/** The address bar's query: tab, sort and category are kept so a link shares the view; the search is not. */
export function homeHref({ tab, sort, category }: HomeFilters): string {
  const q = new URLSearchParams();
  if (tab === "past") q.set("tab", "past");
  if (sort !== "recent") q.set("sort", sort);
  if (category) q.set("category", category);
  const s = q.toString();
  return s ? `/?${s}` : "/";
}

/** The list call behind a view and an optional cursor. */
export function listUrl(f: HomeFilters, cursor: string | null): string {
  const q = new URLSearchParams({ sort: f.sort, limit: String(HOME_PAGE_SIZE) });
  if (f.category) q.set("category", f.category);
  if (f.search) q.set("search", f.search);
  if (cursor) q.set("cursor", cursor);
  return `${f.tab === "past" ? "/api/debates/ended" : "/api/debates"}?${q}`;
}
