import { withRoute } from "@/lib/api/with-route";
import { parseRouteId } from "@/lib/api/parse-input";
import { getIntegrity } from "@/lib/server/ballots/get-integrity";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { notFound } from "@/lib/errors";

// GET /api/debates/{id}/integrity: the debate's public integrity ledger (accepted, refused by rule, voided with the
// action that voided them; after the deadline the verdict among accounts older than the debate). Names nobody.
export const GET = withRoute({ auth: "public", cache: "public" }, async ({ params }) => {
  const ledger = await getIntegrity(parseRouteId(params.id, "Debate not found"));
  if (!ledger) throw notFound("Debate not found");
  return ledger;
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
