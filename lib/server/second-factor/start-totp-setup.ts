import "server-only";
import QRCode from "qrcode";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { totpFactors } from "@/lib/db/schema";
import { conflict } from "@/lib/errors";
import type { TotpSetup } from "@/lib/second-factor/types";
import { accountFactors } from "@/lib/server/second-factor/account-factors";
import { sealSecret } from "./secret-box";
import { newTotpSecret, totpFor } from "./totp";

export const ALREADY_ON = "Two-factor authentication is already on: turn it off first to set up another authenticator";

/**
 * A new authenticator secret, kept pending (sealed) until a code from it confirms it; a setup begun again replaces
 * the pending one. This answer is the only time the secret leaves the server.
 */
export async function startTotpSetup(actor: Pick<Actor, "id" | "username">): Promise<TotpSetup> {
  if ((await accountFactors(actor.id)).totp) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  const sealed = sealSecret(secret);
  await getDb()
    .insert(totpFactors)
    .values({ userId: actor.id, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, confirmedAt: null, lastStep: null } });
  const otpauthUrl = totpFor(actor.username, secret).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret: secret.replace(/(.{4})(?!$)/g, "$1 "), otpauthUrl, qrSvg };
}
