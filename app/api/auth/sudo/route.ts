import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { reauthenticate } from "@/lib/server/second-factor/reauthenticate";
import { confirmIdentitySchema } from "@/lib/validation/second-factor";

// POST /api/auth/sudo: sudo mode for 15 minutes on this session, with { code } (an account with a second factor) or
// { password } (one without); the action that answered SUDO_REQUIRED can then be sent again
export const POST = withRoute({ auth: "user", body: confirmIdentitySchema }, async ({ actor, body, ip }) => {
  const method = await reauthenticate(actor, body, ip);
  return { message: "Confirmed: you can go ahead for the next 15 minutes", method };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
