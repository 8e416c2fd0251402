import { parseUserId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { getPublicUser } from "@/lib/server/users/get-public-user";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/users/{id}: a user's public card and stats (never the email); 404 for missing or deleted users
export const GET = withRoute({ auth: "public", cache: "public" }, async ({ params }) =>
  getPublicUser(parseUserId(params.id)),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
