"use client";

import { useEffect, useRef } from "react";
import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SEARCH_COUNT_CAP } from "@/lib/debates/types";
import type { SearchCounts } from "@/lib/debates/home-filters";

type Props = {
  term: string;
  categoryName: string | null;
  found: number | null;
  tabs: SearchCounts | null;
  onClear: () => void;
};

const capped = (n: number) => (n > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(n));

/** 'Search results for …': the matches on this tab, then how many are active and how many past. */
export function SearchBanner({ term, categoryName, found, tabs, onClear }: Props) {
  const count = found === null ? null : capped(found);
  const banner = useRef<HTMLDivElement>(null);
  // a search lands here from the header: the home puts the results before the featured debate under a search, so the
  // banner is near the top; it takes focus, and is scrolled to only where the page was left further down
  useEffect(() => {
    const el = banner.current;
    if (!el) return;
    if (el.getBoundingClientRect().top > window.innerHeight / 2) el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, [term]);
  return (
    <div
      ref={banner}
      tabIndex={-1}
      data-testid="search-banner"
      role="status"
      className="flex scroll-mt-20 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm outline-none"
    >
      <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        Search results for <strong>&ldquo;{term}&rdquo;</strong>
        {categoryName && (
          <>
            {" "}
            in <strong>{categoryName}</strong>
          </>
        )}
        {count !== null && <span className="text-muted-foreground"> · {count} found</span>}
        {tabs && (
          <span className="text-muted-foreground" data-testid="search-tab-counts">
            {" "}
            · {capped(tabs.active)} active, {capped(tabs.past)} past
          </span>
        )}
      </p>
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden />
        Clear
      </Button>
    </div>
  );
}
