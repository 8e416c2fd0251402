import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { recordLean } from "@/lib/server/leans/record-lean";
import { recordLeanSchema } from "@/lib/validation/leans";

// POST /api/debates/{id}/lean: a verified member's one sealed lean before watching (issue 26). allowSuspended:
// recordLean refuses a suspended account itself (the same 403 SUSPENDED), so the debate's ledger counts it.
export const POST = withRoute(
  { auth: "user", body: recordLeanSchema, allowSuspended: true },
  async ({ actor, params, body, ip }) =>
    json(await recordLean(actor, parseRouteId(params.id, "Debate not found"), body, ip), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
