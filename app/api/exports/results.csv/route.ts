import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { toCsv } from "@/lib/results/csv";
import { SMALL_CELL_LABEL } from "@/lib/results/small-cell";
import { listClosedResults, SWING_CELL_COLUMNS } from "@/lib/server/results/list-closed-results";

const HEADER = [
  "id",
  "title",
  "category",
  "createdAt",
  "votingEndsAt",
  "A",
  "B",
  "total",
  "winner",
  "lastRoot",
  "swingPaired",
  "swingWithoutLean",
  "swingLate",
  "swingAtoA",
  "swingAtoB",
  "swingBtoA",
  "swingBtoB",
  "swingUndecidedToA",
  "swingUndecidedToB",
  "swingChangeA",
  "swingChangeB",
  "swingNet",
  "swingLow",
  "swingHigh",
  "swingTooClose",
  "swingSuppressed",
] as const;

const WITHHELD = new Set<string>(SWING_CELL_COLUMNS);

// GET /api/exports/results.csv: open data, every closed debate's result as CSV (no personal data)
export const GET = withRoute({ auth: "public", cache: "public" }, async () => {
  // a withheld cell reads '<5', as on the pages (lib/results/small-cell.ts); a withheld figure stays empty
  const rows = (await listClosedResults()).map((r) =>
    HEADER.map((column) =>
      r.swingSuppressed && WITHHELD.has(column) && r[column] === null ? SMALL_CELL_LABEL : r[column],
    ),
  );
  return new Response(toCsv(HEADER, rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'inline; filename="results.csv"' },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
