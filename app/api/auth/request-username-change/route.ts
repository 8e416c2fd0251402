import { withRoute } from "@/lib/api/with-route";
import { requestUsernameChange } from "@/lib/server/accounts/request-username-change";
import { requestUsernameChangeSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/request-username-change: mails a token that confirms the new username
export const POST = withRoute({ auth: "user", body: requestUsernameChangeSchema }, async ({ actor, body }) => {
  await requestUsernameChange({ actor, ...body });
  return { message: "Please check your email to confirm your new username." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
