import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { toCsv } from "@/lib/results/csv";
import { listClosedResults } from "@/lib/server/results/list-closed-results";

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
] as const;

// GET /api/exports/results.csv: open data, every closed debate's result as CSV (no personal data)
export const GET = withRoute({ auth: "public", cache: "public" }, async () => {
  const rows = (await listClosedResults()).map((r) => HEADER.map((column) => r[column]));
  return new Response(toCsv(HEADER, rows), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'inline; filename="results.csv"' },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
