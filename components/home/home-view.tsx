"use client";

import { lazy, Suspense, useEffect } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { homeHref, type HomeFilters, type HomeTab, type SearchCounts } from "@/lib/debates/home-filters";
import type { DebateCategory } from "@/lib/debates/types";
import { useSearchCounts } from "@/lib/hooks/use-search-counts";
import { CategoryBar } from "./category-bar";
import { DebateGrid } from "./debate-grid";
import { SortSelect } from "./sort-select";
import { useDebatePages, type DebatePageState } from "./use-debate-pages";

// Shown only for a search or an empty list: chunks of their own, rendered by the server when the page opens with one.
const SearchBanner = lazy(() => import("./search-banner").then((m) => ({ default: m.SearchBanner })));
const EmptyState = lazy(() => import("./empty-state").then((m) => ({ default: m.EmptyState })));

type Props = {
  initialFilters: HomeFilters;
  initialPage: DebatePageState;
  /** the server's count of the initial search on both tabs (null without a search) */
  initialCounts: SearchCounts | null;
  categories: DebateCategory[];
};

/** The browsable list: category bar, Active/Past tabs, sort, search banner, cards and 'Load more'. */
export function HomeView({ initialFilters, initialPage, initialCounts, categories }: Props) {
  const { filters, page, update, loadMore } = useDebatePages(initialFilters, initialPage);
  const counts = useSearchCounts(filters.search, filters.category, {
    term: initialFilters.search,
    category: initialFilters.category,
    counts: initialCounts,
  });
  const category = categories.find((c) => c.slug === filters.category || String(c.id) === filters.category);
  const categoryName = category?.name ?? filters.category;

  useEffect(() => {
    // the search term is read once from the address bar, then dropped from it; the rest stays shareable
    const href = homeHref(filters);
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(null, "", href);
  }, [filters]);

  const list = (tab: HomeTab) => (
    <TabsContent value={tab} className="space-y-4">
      <h2 className="text-xl font-bold">{tab === "past" ? "Past Debates" : "Active Debates"}</h2>
      {page.status !== "loading" && page.items.length === 0 ? (
        <Suspense fallback={null}>
          <EmptyState
            past={tab === "past"}
            term={filters.search}
            category={filters.category}
            categoryName={categoryName}
            counts={counts}
            onClear={() => update({ search: null, category: null })}
          />
        </Suspense>
      ) : (
        <DebateGrid page={page} onLoadMore={loadMore} />
      )}
    </TabsContent>
  );

  return (
    <div className="space-y-4">
      <CategoryBar
        categories={categories}
        selected={filters.category}
        onSelect={(slug) => update({ category: slug })}
      />
      {filters.search && (
        <Suspense fallback={null}>
          <SearchBanner
            term={filters.search}
            categoryName={categoryName}
            found={page.status === "loading" ? null : page.found}
            tabs={counts}
            onClear={() => update({ search: null })}
          />
        </Suspense>
      )}
      <Tabs value={filters.tab} onValueChange={(tab) => update({ tab: tab as HomeTab })} className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="active" className="px-4">
              Active
            </TabsTrigger>
            <TabsTrigger value="past" className="px-4">
              Past
            </TabsTrigger>
          </TabsList>
          <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
        </div>
        {list("active")}
        {list("past")}
      </Tabs>
    </div>
  );
}
