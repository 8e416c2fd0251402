import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { badRequest } from "@/lib/errors";
import { consumeToken } from "./consume-token";

export const INVALID_VERIFICATION = "Invalid or expired verification link";

/** Uses a verification token once and marks the email verified. */
export async function verifyEmail({ token }: { token: string }) {
  await getDb().transaction(async (tx) => {
    const used = await consumeToken({ kind: "verify_email", raw: token, tx });
    if (!used) throw badRequest(INVALID_VERIFICATION);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, used.userId));
  });
}
