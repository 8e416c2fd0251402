import { withRoute } from "@/lib/api/with-route";
import { resetPassword } from "@/lib/server/accounts/reset-password";
import { resetPasswordSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/reset-password: sets the new password from a reset token; signs the user out everywhere
export const POST = withRoute({ auth: "public", body: resetPasswordSchema }, async ({ body }) => {
  await resetPassword(body);
  return { message: "Password reset successfully. You can now log in with your new password." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
