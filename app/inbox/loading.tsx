import { Skeleton } from "@/components/ui/skeleton";

export default function InboxLoading() {
  return (
    <div role="status" aria-label="Loading inbox" className="mx-auto w-full max-w-6xl space-y-4 px-3 py-6 sm:px-6">
      <Skeleton className="h-8 w-32" />
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
        <Skeleton className="hidden h-72 md:block" />
      </div>
    </div>
  );
}
