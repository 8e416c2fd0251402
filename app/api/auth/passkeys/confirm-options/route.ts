import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { startPasskeyConfirm } from "@/lib/server/passkeys/start-passkey-confirm";

// POST /api/auth/passkeys/confirm-options: the options for navigator.credentials.get() to confirm it's the signed-in
// owner (sudo mode): this account's passkeys only, a single-use challenge bound to the account (5 minutes)
export const POST = withRoute({ auth: "user" }, async ({ actor, ip }) => startPasskeyConfirm(actor, ip));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
