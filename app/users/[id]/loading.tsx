import { Skeleton } from "@/components/ui/skeleton";

export default function UserLoading() {
  return (
    <div role="status" aria-label="Loading profile" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <Skeleton className="size-20 rounded-full" />
        <div className="w-full flex-1 space-y-2">
          <Skeleton className="mx-auto h-8 w-48 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-32 sm:mx-0" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-7 w-40" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
