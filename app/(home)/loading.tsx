import { DebateGridSkeleton } from "@/components/home/debate-grid-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

export default function HomeLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-3 py-6 sm:px-6">
      <div className="space-y-3">
        <Skeleton className="h-7 w-48" />
        <div className="grid gap-4 rounded-xl border border-border p-4 lg:grid-cols-2">
          <Skeleton className="aspect-video w-full" />
          <div className="space-y-3">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        </div>
      </div>
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-24 shrink-0 rounded-full" />
        ))}
      </div>
      <DebateGridSkeleton />
    </div>
  );
}
