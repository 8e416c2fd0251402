import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** An icon and its figure: votes, comments, time left. */
export function DebateStat({
  icon: Icon,
  large,
  children,
}: {
  icon: LucideIcon;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={cn("inline-flex items-center", large ? "gap-1.5" : "gap-1")}>
      <Icon className={large ? "size-4" : "size-3.5"} aria-hidden />
      {children}
    </span>
  );
}
