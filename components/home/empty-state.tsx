import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { past: boolean; term: string | null; categoryName: string | null; onClear: () => void };

/** No debates: names the search term and/or category when set, with Clear Search. */
export function EmptyState({ past, term, categoryName, onClear }: Props) {
  const filtered = Boolean(term || categoryName);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-semibold">
        No {past ? "past" : "active"} debates found
        {term && <> matching &ldquo;{term}&rdquo;</>}
        {categoryName && <> in {categoryName}</>}
      </p>
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
