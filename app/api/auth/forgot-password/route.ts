import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { reportMailFailure } from "@/lib/email/mail-error";
import { env } from "@/lib/env";
import {
  limitPasswordReset,
  mailPasswordReset,
  requestPasswordReset,
} from "@/lib/server/accounts/request-password-reset";
import { forgotPasswordSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const MESSAGE = "If an account with that email exists, a password reset link has been sent.";

// POST /api/auth/forgot-password: mails a reset link; the same answer for any address (resetToken only in demo mode).
// Outside demo mode the account lookup, the token and the mail come after the answer, so its time says nothing.
export const POST = withRoute({ auth: "public", body: forgotPasswordSchema }, async ({ body, ip }) => {
  if (env().DEMO_MODE) {
    const { token } = await requestPasswordReset({ ...body, ip });
    return token ? { message: MESSAGE, resetToken: token } : { message: MESSAGE };
  }
  await limitPasswordReset({ ...body, ip });
  after(() => mailPasswordReset(body).catch((error: unknown) => reportMailFailure("password_reset", error)));
  return { message: MESSAGE };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
