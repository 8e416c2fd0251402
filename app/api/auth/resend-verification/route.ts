import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { reportMailFailure } from "@/lib/email/mail-error";
import { env } from "@/lib/env";
import { limitResendVerification, mailVerification } from "@/lib/server/accounts/resend-verification";
import { resendVerificationSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/resend-verification: a fresh link for an unverified account; the same answer for any address.
// Outside demo mode the lookup, the token and the mail come after the answer, so its time says nothing.
export const POST = withRoute({ auth: "public", body: resendVerificationSchema }, async ({ body, ip }) => {
  await limitResendVerification({ ...body, ip });
  if (env().DEMO_MODE) await mailVerification(body);
  else after(() => mailVerification(body).catch((error: unknown) => reportMailFailure("verification", error)));
  return { message: "If an unverified account uses this email, a new verification link has been sent." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
