import Link from "next/link";

const linkClass =
  "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The foot of every page: why the count can be trusted (how it works), how moderation is done (transparency) and the
 * open data (every closed debate's result).
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-3 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>People&apos;s Verdict: the verdict belongs to the people.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link href="/how-it-works" className={linkClass}>
                How it works
              </Link>
            </li>
            <li>
              <Link href="/transparency" className={linkClass}>
                Transparency
              </Link>
            </li>
            <li>
              <a href="/api/exports/results.csv" className={linkClass}>
                Open data: results (CSV)
              </a>
            </li>
            <li>
              <a href="/api/exports/results.json" className={linkClass}>
                Open data: results (JSON)
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
