import { Skeleton } from "@/components/ui/skeleton";

export default function ModerationLoading() {
  return (
    <div
      role="status"
      aria-label="Loading moderation dashboard"
      className="mx-auto w-full max-w-6xl space-y-4 px-3 py-6 sm:px-6"
    >
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-9 w-full max-w-xl" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
