import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { confirmTotpSetup } from "@/lib/server/second-factor/confirm-totp-setup";
import { secondFactorCodeSchema } from "@/lib/validation/second-factor";

// POST /api/auth/second-factor/confirm: { code } from the authenticator being set up turns it on; answers the ten
// recovery codes, shown this once
export const POST = withRoute({ auth: "user", body: secondFactorCodeSchema }, async ({ actor, body, ip }) => ({
  message: "Two-factor authentication is on",
  ...(await confirmTotpSetup(actor, body.code, ip)),
}));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
