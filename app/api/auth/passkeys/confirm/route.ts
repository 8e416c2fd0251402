import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { confirmWithPasskey } from "@/lib/server/passkeys/confirm-with-passkey";
import { passkeyConfirmSchema } from "@/lib/validation/passkeys";

// POST /api/auth/passkeys/confirm: the browser's answer to the confirmation options; sudo mode for 15 minutes on
// this session (the action that answered SUDO_REQUIRED can then be sent again)
export const POST = withRoute({ auth: "user", body: passkeyConfirmSchema }, async ({ actor, body }) =>
  confirmWithPasskey(actor, body),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
