import { withRoute } from "@/lib/api/with-route";
import { resendVerification } from "@/lib/server/accounts/resend-verification";
import { resendVerificationSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/resend-verification: a fresh link for an unverified account; the same answer for any address
export const POST = withRoute({ auth: "public", body: resendVerificationSchema }, async ({ body }) => {
  await resendVerification(body);
  return { message: "If an unverified account uses this email, a new verification link has been sent." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
