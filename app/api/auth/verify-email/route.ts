import { withRoute } from "@/lib/api/with-route";
import { ALREADY_VERIFIED_MESSAGE, VERIFIED_MESSAGE, verifyEmail } from "@/lib/server/accounts/verify-email";
import { tokenSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/auth/verify-email?token=: uses the verification token once and marks the email verified
// (a link of an account that is verified already answers alreadyVerified: true)
export const GET = withRoute({ auth: "public", query: tokenSchema }, async ({ query }) => {
  const { alreadyVerified } = await verifyEmail(query);
  return alreadyVerified ? { message: ALREADY_VERIFIED_MESSAGE, alreadyVerified: true } : { message: VERIFIED_MESSAGE };
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
