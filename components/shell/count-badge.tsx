import { cn } from "@/lib/utils";

export const ITEM = "min-h-10";
const formatCount = (n: number) => (n > 99 ? "99+" : String(n));

/** A red count with its meaning for screen readers; nothing at zero. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white tabular-nums",
        className,
      )}
    >
      {formatCount(count)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
