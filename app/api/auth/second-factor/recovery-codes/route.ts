import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { regenerateRecoveryCodes } from "@/lib/server/second-factor/regenerate-recovery-codes";
import { confirmIdentitySchema } from "@/lib/validation/second-factor";

// POST /api/auth/second-factor/recovery-codes: with { password } or { code }, ten new recovery codes (shown this
// once) in place of the old ones
export const POST = withRoute({ auth: "user", body: confirmIdentitySchema }, async ({ actor, body, ip }) => ({
  message: "New recovery codes: the old ones no longer work",
  ...(await regenerateRecoveryCodes(actor, body, ip)),
}));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
