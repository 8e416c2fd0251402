import { Skeleton } from "@/components/ui/skeleton";

export default function TransparencyLoading() {
  return (
    <div
      role="status"
      aria-label="Loading transparency figures"
      className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 sm:px-6 sm:py-10"
    >
      <div className="max-w-3xl space-y-3">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-64 w-full" />
        </div>
      ))}
    </div>
  );
}
