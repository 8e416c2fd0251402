import { withRoute } from "@/lib/api/with-route";
import { env } from "@/lib/env";
import { requestPasswordReset } from "@/lib/server/accounts/request-password-reset";
import { forgotPasswordSchema } from "@/lib/validation/auth";

// POST /api/auth/forgot-password: mails a reset link; the same answer for any address (resetToken only in demo mode)
export const POST = withRoute({ auth: "public", body: forgotPasswordSchema }, async ({ body }) => {
  const { token } = await requestPasswordReset(body);
  const message = "If an account with that email exists, a password reset link has been sent.";
  return env().DEMO_MODE && token ? { message, resetToken: token } : { message };
});
