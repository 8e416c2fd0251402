import type { BoardBatch } from "@/lib/ballots/types";
import { plural } from "@/lib/plural";

/** One page of published batches: index, size and root, the sorted commitments folded away. */
export function BoardBatches({ batches }: { batches: BoardBatch[] }) {
  return (
    <ol className="space-y-2">
      {batches.map((b) => (
        <li key={b.index} className="rounded-lg border border-border bg-card p-3 text-sm">
          <details>
            <summary className="cursor-pointer">
              <span className="font-medium">Batch {b.index + 1}</span>{" "}
              <span className="text-muted-foreground">({plural(b.size, "ballot")})</span>
              <span className="mt-1 block font-mono text-xs break-all text-muted-foreground">root {b.root}</span>
            </summary>
            <ul
              className="mt-2 space-y-0.5 font-mono text-xs break-all"
              aria-label={`Commitments of batch ${b.index + 1}`}
            >
              {b.commitments.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}
