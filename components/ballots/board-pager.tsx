import Link from "next/link";
import { Button } from "@/components/ui/button";

type Props = { label: string; page: number; pages: number; href: (page: number) => string };

/** Previous / next for one paged list of the board page (server-rendered links, no script needed). */
export function BoardPager({ label, page, pages, href }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      <Button asChild variant="outline" size="sm" className={page <= 1 ? "pointer-events-none opacity-50" : undefined}>
        <Link href={href(page - 1)} aria-disabled={page <= 1} tabIndex={page <= 1 ? -1 : undefined} scroll={false}>
          Previous
        </Link>
      </Button>
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      <Button
        asChild
        variant="outline"
        size="sm"
        className={page >= pages ? "pointer-events-none opacity-50" : undefined}
      >
        <Link
          href={href(page + 1)}
          aria-disabled={page >= pages}
          tabIndex={page >= pages ? -1 : undefined}
          scroll={false}
        >
          Next
        </Link>
      </Button>
    </nav>
  );
}
