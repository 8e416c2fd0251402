import { cn } from "@/lib/utils";

// the menu items' minimum height (a 40 px touch target)
export const ITEM = "min-h-10";
const formatCount = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * A count of new things (unread messages, pending reports). Neutral ink, never a role colour: on the avatar it sits
 * beside the role dot, and PV+'s dot is red (decisions.md's colour map), so a red count would read as the same mark.
 */
const COUNT_BADGE_CLASS =
  "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-foreground px-1.5 text-xs font-semibold text-background tabular-nums";

export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={cn(COUNT_BADGE_CLASS, className)} data-testid="count-badge">
      {formatCount(count)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
