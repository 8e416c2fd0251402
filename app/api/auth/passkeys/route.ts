import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { finishPasskeyRegistration } from "@/lib/server/passkeys/finish-passkey-registration";
import { listPasskeys } from "@/lib/server/passkeys/list-passkeys";
import { addPasskeySchema } from "@/lib/validation/passkeys";

// GET /api/auth/passkeys: the caller's own passkeys (name, created, last used), newest first
export const GET = withRoute({ auth: "user" }, async ({ actor }) => listPasskeys(actor));

// POST /api/auth/passkeys: the browser's answer to the registration options, and a name: adds the passkey
export const POST = withRoute({ auth: "user", body: addPasskeySchema }, async ({ actor, body }) => ({
  message: "Passkey added",
  passkey: await finishPasskeyRegistration(actor, body),
}));

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
