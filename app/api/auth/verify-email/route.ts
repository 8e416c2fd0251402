import { withRoute } from "@/lib/api/with-route";
import { verifyEmail } from "@/lib/server/accounts/verify-email";
import { tokenSchema } from "@/lib/validation/auth";

// GET /api/auth/verify-email?token=: uses the verification token once and marks the email verified
export const GET = withRoute({ auth: "public", query: tokenSchema }, async ({ query }) => {
  await verifyEmail(query);
  return { message: "Email verified successfully! You can now log in." };
});
