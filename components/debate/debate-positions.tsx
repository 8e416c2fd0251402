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
      {compact ? (
        <>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
          <p className="text-sm font-semibold break-words">{title}</p>
        </>
      ) : (
        // on a phone the label runs into the title's first line: a row less for the first screen
        <p className="text-sm font-semibold break-words sm:text-base">
          <span className="mr-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground sm:block">
            {label}
          </span>
          {title}
        </p>
      )}
      {debater && !compact && <p className="text-xs text-muted-foreground sm:text-sm">{debater}</p>}
    </div>
  );
}

/** 'A versus B': both positions side by side, as compact cards (a phone's first screen holds them and the vote). */
export function DebatePositions({ debate, compact }: Props) {
  return (
    <div className="flex flex-row items-stretch gap-2">
      <Side label="Position A" title={debate.positionATitle} debater={debate.positionADebater} compact={compact} />
      {/* 'vs' where the cards need the width (a phone's, a card's); read as 'versus' everywhere */}
      <span className="self-center text-xs font-bold uppercase text-muted-foreground">
        <span aria-hidden className={compact ? undefined : "sm:hidden"}>
          vs
        </span>
        <span className={compact ? "sr-only" : "sr-only sm:not-sr-only"}>versus</span>
      </span>
      <Side label="Position B" title={debate.positionBTitle} debater={debate.positionBDebater} compact={compact} />
    </div>
  );
}
