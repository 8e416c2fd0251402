import { withRoute } from "@/lib/api/with-route";
import { unsubscribeEmail } from "@/lib/server/accounts/unsubscribe-email";
import { unsubscribeSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/unsubscribe: stops product mail to this address; the same answer for any address
export const POST = withRoute({ auth: "public", body: unsubscribeSchema }, async ({ body }) => {
  await unsubscribeEmail(body);
  return { success: true, message: "You have been unsubscribed from People's Verdict emails." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
