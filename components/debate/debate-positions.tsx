import type { Debate } from "@/lib/debates/types";
import { cn } from "@/lib/utils";

type Props = {
  debate: Pick<Debate, "positionATitle" | "positionBTitle" | "positionADebater" | "positionBDebater">;
  compact?: boolean;
};

function Side({
  label,
  title,
  debater,
  compact,
}: {
  label: string;
  title: string;
  debater: string | null;
  compact?: boolean;
}) {
  return (
    <div className={cn("min-w-0 flex-1 rounded-lg border border-border bg-muted/40", compact ? "p-2" : "px-3 py-2")}>
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className={cn("font-semibold break-words", compact ? "text-sm" : "text-sm sm:text-base")}>{title}</p>
      {debater && !compact && <p className="text-xs text-muted-foreground sm:text-sm">{debater}</p>}
    </div>
  );
}

/** 'A versus B': both positions side by side, as compact cards (a phone's first screen holds them and the vote). */
export function DebatePositions({ debate, compact }: Props) {
  return (
    <div className="flex flex-row items-stretch gap-2">
      <Side label="Position A" title={debate.positionATitle} debater={debate.positionADebater} compact={compact} />
      <span className="self-center text-xs font-bold uppercase text-muted-foreground">versus</span>
      <Side label="Position B" title={debate.positionBTitle} debater={debate.positionBDebater} compact={compact} />
    </div>
  );
}
