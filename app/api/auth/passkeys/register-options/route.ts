import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { startPasskeyRegistration } from "@/lib/server/passkeys/start-passkey-registration";

// POST /api/auth/passkeys/register-options: the options for navigator.credentials.create() (a single-use challenge,
// 5 minutes) to add a passkey to the caller's account
export const POST = withRoute({ auth: "user" }, async ({ actor }) => startPasskeyRegistration(actor));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
