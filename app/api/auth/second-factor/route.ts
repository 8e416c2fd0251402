import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { disableSecondFactor } from "@/lib/server/second-factor/disable-second-factor";
import { getSecondFactorStatus } from "@/lib/server/second-factor/get-second-factor-status";
import { startTotpSetup } from "@/lib/server/second-factor/start-totp-setup";
import { confirmIdentitySchema } from "@/lib/validation/second-factor";

// GET /api/auth/second-factor: the caller's own second factor, { enabled, recoveryCodesLeft }
export const GET = withRoute({ auth: "user" }, async ({ actor }) => getSecondFactorStatus(actor));

// POST /api/auth/second-factor: starts an authenticator's setup; { secret, otpauthUrl, qrSvg }, shown this once
export const POST = withRoute({ auth: "user" }, async ({ actor }) => startTotpSetup(actor));

// DELETE /api/auth/second-factor: turns it off, with { password } or { code }
export const DELETE = withRoute({ auth: "user", body: confirmIdentitySchema }, async ({ actor, body, ip }) => {
  await disableSecondFactor(actor, body, ip);
  return { message: "Two-factor authentication is off" };
});

export const { PUT, PATCH } = methodNotAllowed("GET", "POST", "DELETE");
