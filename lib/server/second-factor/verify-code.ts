import "server-only";
import type { AppError } from "@/lib/errors";
import { checkLimit } from "@/lib/server/limits/check-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";
import { resetLimit } from "@/lib/server/limits/reset-limit";
import { checkCode } from "./check-code";

/**
 * A second factor's code, counted like a password (decisions.md 'Abuse limits'): an account past its wrong codes
 * answers 429 before the code is looked at; every attempt counts against the address and its network; a wrong code
 * counts against the account and throws `wrong()`; a right one gives the address its point back and clears the
 * account's count.
 */
export async function verifyCode({
  userId,
  code,
  ip,
  pending = false,
  wrong,
}: {
  userId: number;
  code: string;
  ip: string | null;
  pending?: boolean;
  wrong: () => AppError;
}): Promise<"totp" | "recovery"> {
  const key = `user:${userId}`;
  await checkLimit("secondFactor", key);
  await consumeAddressLimits("secondFactor", ip);
  const kind = await checkCode(userId, code, { pending });
  if (!kind) {
    await consumeLimit("secondFactor", key);
    throw wrong();
  }
  await Promise.all([refundAddressLimits("secondFactor", ip), resetLimit("secondFactor", key)]);
  return kind;
}
