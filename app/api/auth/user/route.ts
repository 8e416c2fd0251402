import { withRoute } from "@/lib/api/with-route";
import { unauthorized } from "@/lib/errors";
import { getCurrentUser } from "@/lib/server/accounts/get-current-user";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/auth/user: the signed-in user with roles; 401 for a visitor
export const GET = withRoute(
  { auth: "user" },
  async ({ actor }) => (await getCurrentUser(actor)) ?? Promise.reject(unauthorized()),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
