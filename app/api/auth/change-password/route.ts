import { withRoute } from "@/lib/api/with-route";
import { requestPasswordChange } from "@/lib/server/accounts/request-password-change";
import { changePasswordSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/change-password: checks the current password and mails a token that confirms the new one
export const POST = withRoute({ auth: "user", body: changePasswordSchema }, async ({ actor, body }) => {
  await requestPasswordChange({ actor, ...body });
  return { message: "Please check your email to confirm your password change." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
