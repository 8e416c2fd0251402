import { Skeleton } from "@/components/ui/skeleton";

export const DEBATE_GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** The cards' places while a list loads: plain markup, no client code (the home's loading.tsx renders it too). */
export function DebateGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={DEBATE_GRID} role="status" aria-label="Loading debates">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-border bg-card p-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
