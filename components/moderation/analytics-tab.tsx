"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalytics } from "@/lib/hooks/use-admin";
import { ROLE_LABELS, ROLES } from "@/lib/roles";
import { ErrorState } from "./list-states";
import { count } from "@/lib/plural";

const ChartsSkeleton = () => (
  <div role="status" aria-label="Loading charts" className="grid gap-4 lg:grid-cols-2">
    <Skeleton className="h-72" />
    <Skeleton className="h-72" />
  </div>
);
const AnalyticsCharts = dynamic(() => import("./analytics-charts"), { ssr: false, loading: ChartsSkeleton });

function Stat({ label, note, value }: { label: string; note?: string; value: number | string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">
        <span className="block">{label}</span>
        {note && <span className="block text-xs">{note}</span>}
      </dt>
      <dd className="text-2xl font-bold tabular-nums">{typeof value === "number" ? count(value) : value}</dd>
    </div>
  );
}

/** Hours to a decision as the tab shows it: '—' before any decision, hours under two days, else days. */
function formatHours(hours: number | null): string {
  if (hours === null) return "—";
  if (hours < 48) return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

/** Totals (appeals too), users per role and the three charts (sealed ballot: totals only, never a split). */
export function AnalyticsTab() {
  const { data, error, mutate } = useAnalytics();
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <h2 id="analytics-heading" className="sr-only">
        Analytics
      </h2>
      {error && !data ? (
        <ErrorState message="Failed to load analytics data" onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading analytics" className="space-y-4">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
          <ChartsSkeleton />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
            <Stat label="Total users" note="accounts not deleted" value={data.totalUsers} />
            <Stat label="Debates published" note="open and ended, not taken down" value={data.totalDebates} />
            <Stat label="Votes" value={data.totalVotes} />
            <Stat label="Reports" value={data.totalReports} />
            <Stat label="Pending reports" value={data.pendingReports} />
            <Stat label="Pending appeals" value={data.pendingAppeals} />
            <Stat label="Median time to decide an appeal" value={formatHours(data.medianAppealHours)} />
          </dl>
          <div>
            <h3 className="text-sm font-semibold">Users by role</h3>
            <p className="mb-2 text-xs text-muted-foreground">
              Someone with two roles counts under each, so these can add up to more than the total.
            </p>
            <ul className="flex flex-wrap gap-2 text-sm">
              {ROLES.filter((r) => data.usersByRole?.[r] !== undefined).map((r) => (
                <li key={r} className="rounded-md border border-border px-2 py-1">
                  {ROLE_LABELS[r]}: <span className="font-semibold tabular-nums">{count(data.usersByRole[r])}</span>
                </li>
              ))}
            </ul>
          </div>
          <AnalyticsCharts data={data} />
        </>
      )}
    </section>
  );
}
