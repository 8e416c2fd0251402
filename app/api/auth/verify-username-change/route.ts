import { withRoute } from "@/lib/api/with-route";
import { confirmUsernameChange } from "@/lib/server/accounts/confirm-username-change";
import { tokenSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/verify-username-change: applies the pending username of a token (works from any device)
export const POST = withRoute({ auth: "public", body: tokenSchema }, async ({ body }) => {
  const { username } = await confirmUsernameChange(body);
  return { message: `Your username is now ${username}.`, username };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
