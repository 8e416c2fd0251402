import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { plural } from "@/lib/plural";
import { SEARCH_COUNT_CAP } from "@/lib/debates/types";
import type { SearchCounts } from "@/lib/debates/home-filters";

type Props = {
  past: boolean;
  term: string | null;
  /** the category of the view (slug or id), and its name */
  category: string | null;
  categoryName: string | null;
  /** the search's matches on both tabs (null while unknown) */
  counts: SearchCounts | null;
  onClear: () => void;
};

/**
 * The same search on the other tab: a full load, so the server renders that tab with the term (and works without JS).
 */
function otherTabHref(past: boolean, term: string, category: string | null) {
  const q = new URLSearchParams({ search: term });
  if (!past) q.set("tab", "past");
  if (category) q.set("category", category);
  return `/?${q}`;
}

/**
 * No debates: names the search term and/or category when set, with Clear Search; when the search matches debates on
 * the other tab, a link there.
 */
export function EmptyState({ past, term, category, categoryName, counts, onClear }: Props) {
  const filtered = Boolean(term || categoryName);
  const other = counts ? (past ? counts.active : counts.past) : 0;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-semibold">
        No {past ? "past" : "active"} debates found
        {term && <> matching &ldquo;{term}&rdquo;</>}
        {categoryName && <> in {categoryName}</>}
      </p>
      {term && other > 0 && (
        <p className="text-sm text-muted-foreground">
          <a
            href={otherTabHref(past, term, category)}
            className="font-medium text-primary underline underline-offset-4"
          >
            See{" "}
            {other > SEARCH_COUNT_CAP
              ? `${SEARCH_COUNT_CAP}+ ${past ? "active" : "past"} debates`
              : plural(other, `${past ? "active" : "past"} debate`)}
          </a>{" "}
          matching this search
        </p>
      )}
      {filtered ? (
        <Button type="button" variant="outline" onClick={onClear}>
          Clear Search
        </Button>
      ) : (
        !past && (
          <Button asChild variant="outline">
            <Link href="/create">Create a debate</Link>
          </Button>
        )
      )}
    </div>
  );
}
