import "server-only";
import { accountFactors } from "@/lib/server/second-factor/account-factors";

/**
 * Whether the account has a second factor: a confirmed TOTP authenticator or a passkey (docs/decisions/0024 and 0025).
 * What staff's rule asks; the code forms ask for TOTP alone (accountFactors).
 */
export async function hasSecondFactor(userId: number): Promise<boolean> {
  const { totp, passkey } = await accountFactors(userId);
  return totp || passkey;
}
