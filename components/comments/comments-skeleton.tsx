import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

const WIDTHS = ["w-11/12", "w-4/5", "w-3/4", "w-5/6", "w-2/3"];

/** Comment-shaped bars: the loading state, and (still, blurred) the list non-PV+ readers see. Shapes only. */
export function CommentsSkeleton({ rows = 3, still = false }: { rows?: number; still?: boolean }) {
  const bar = still ? "animate-none" : undefined;
  return (
    <ul className="space-y-5" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex gap-3">
          <Skeleton className={cn("size-8 shrink-0 rounded-full", bar)} />
          <div className="flex-1 space-y-2">
            <Skeleton className={cn("h-3.5 w-32", bar)} />
            <Skeleton className={cn("h-3 max-w-full", WIDTHS[i % WIDTHS.length], bar)} />
            <Skeleton className={cn("h-3 max-w-full", WIDTHS[(i + 2) % WIDTHS.length], bar)} />
            <div className="flex gap-2 pt-1">
              <Skeleton className={cn("h-5 w-10", bar)} />
              <Skeleton className={cn("h-5 w-10", bar)} />
              <Skeleton className={cn("h-5 w-14", bar)} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
