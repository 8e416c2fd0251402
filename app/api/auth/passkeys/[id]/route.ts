import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { deletePasskey } from "@/lib/server/passkeys/delete-passkey";
import { renamePasskey } from "@/lib/server/passkeys/rename-passkey";
import { renamePasskeySchema } from "@/lib/validation/passkeys";

// PATCH /api/auth/passkeys/{id}: renames one of the caller's own passkeys (404 for anyone else's)
export const PATCH = withRoute({ auth: "user", body: renamePasskeySchema }, async ({ actor, params, body }) => ({
  message: "Passkey renamed",
  passkey: await renamePasskey(actor, params.id, body),
}));

// DELETE /api/auth/passkeys/{id}: removes one of the caller's own passkeys (404 for anyone else's); a suspended
// account may too, as it may end its sessions
export const DELETE = withRoute({ auth: "user", allowSuspended: true }, async ({ actor, params }) => {
  await deletePasskey(actor, params.id);
  return { message: "Passkey removed" };
});

export const { GET, POST, PUT } = methodNotAllowed("PATCH", "DELETE");
