import { parseUserId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { listUserDebates } from "@/lib/server/users/list-user-debates";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/users/{id}/debates: the user's debates, newest first (taken-down ones only for the owner and staff)
export const GET = withRoute({ auth: "optional", cache: "public" }, async ({ actor, params }) =>
  listUserDebates(actor, parseUserId(params.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
