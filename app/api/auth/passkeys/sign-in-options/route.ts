import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { startPasskeySignIn } from "@/lib/server/passkeys/start-passkey-sign-in";

// POST /api/auth/passkeys/sign-in-options: the options for navigator.credentials.get() (a single-use challenge,
// 5 minutes) to sign in with a passkey alone
export const POST = withRoute({ auth: "public" }, async ({ ip }) => startPasskeySignIn({ ip }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
