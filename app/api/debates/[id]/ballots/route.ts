import { withRoute } from "@/lib/api/with-route";
import { parseRouteId } from "@/lib/api/parse-input";
import { getBoardJson } from "@/lib/server/ballots/get-board-json";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates/{id}/ballots: the debate's public ballot board (the same for everyone; sides and openings only
// after the deadline)
export const GET = withRoute({ auth: "public", cache: "public" }, async ({ params }) => {
  const board = await getBoardJson(parseRouteId(params.id, "Debate not found"));
  return new Response(board, { headers: { "Content-Type": "application/json" } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
