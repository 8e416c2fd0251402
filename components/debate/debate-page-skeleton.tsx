import { Skeleton } from "@/components/ui/skeleton";

/** The debate page while it loads: its route's loading state, and what a pressed debate link shows at once. */
export function DebatePageSkeleton() {
  return (
    <div role="status" aria-label="Loading debate" className="mx-auto w-full max-w-4xl space-y-6 px-3 py-6 sm:px-6">
      <Skeleton className="h-4 w-32" />
      <div className="space-y-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-16 flex-1" />
        <Skeleton className="h-16 flex-1" />
      </div>
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
