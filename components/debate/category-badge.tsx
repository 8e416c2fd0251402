import type { DebateCategory } from "@/lib/debates/types";
import { cn } from "@/lib/utils";

/** The category's own colour as a dot and border, with the text in the theme colour so it reads in both themes. */
export function CategoryBadge({
  category,
  className,
}: {
  category: Pick<DebateCategory, "name" | "color">;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        className,
      )}
      style={{ borderColor: category.color }}
    >
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: category.color }} />
      {category.name}
    </span>
  );
}
