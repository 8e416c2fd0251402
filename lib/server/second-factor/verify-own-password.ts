import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { badRequest } from "@/lib/errors";
import { checkLimit } from "@/lib/server/limits/check-limit";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { refundAddressLimits } from "@/lib/server/limits/refund-address-limits";

const WRONG_PASSWORD = "Password is incorrect";

/** The signed-in account's own password, counted as a sign-in's is (the account's and the address's limits). */
export async function verifyOwnPassword(userId: number, password: string, ip: string | null) {
  const key = `user:${userId}`;
  await checkLimit("loginAccount", key);
  await consumeAddressLimits("login", ip);
  const [row] = await getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash, password))) {
    await consumeLimit("loginAccount", key);
    throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  await refundAddressLimits("login", ip);
}
