import { Database } from "lucide-react";

const link =
  "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The foot of every page: the open data (every closed debate's result, no personal data). */
export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-4 text-sm text-muted-foreground sm:px-6">
        <nav aria-label="Open data" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
            <Database className="size-4" aria-hidden />
            Open data
          </span>
          <a href="/api/exports/results.csv" className={link}>
            Results (CSV)
          </a>
          <a href="/api/exports/results.json" className={link}>
            Results (JSON)
          </a>
        </nav>
        <span className="text-xs">Every closed debate&apos;s count; no personal data.</span>
      </div>
    </footer>
  );
}
