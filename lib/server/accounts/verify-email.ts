import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { authTokens, users } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";
import { badRequest } from "@/lib/errors";
import { consumeToken } from "./consume-token";

const INVALID_VERIFICATION = "Invalid or expired verification link";
export const VERIFIED_MESSAGE = "Email verified successfully! You can now log in.";
export const ALREADY_VERIFIED_MESSAGE = "Email already verified. You can log in.";

/**
 * Uses a verification token once and marks the email verified. A link of an account that is verified by now (the same
 * link again, or an older one) answers `alreadyVerified` instead of an error; any other used, retired, expired or
 * unknown token is a 400.
 */
export async function verifyEmail({ token }: { token: string }): Promise<{ alreadyVerified: boolean }> {
  return getDb().transaction(async (tx) => {
    const used = await consumeToken({ kind: "verify_email", raw: token, tx });
    if (used) {
      const changed = await tx
        .update(users)
        .set({ emailVerified: true })
        .where(and(eq(users.id, used.userId), eq(users.emailVerified, false)))
        .returning({ id: users.id });
      return { alreadyVerified: changed.length === 0 };
    }
    const [known] = await tx
      .select({ verified: users.emailVerified })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, "verify_email")))
      .limit(1);
    if (known?.verified) return { alreadyVerified: true };
    throw badRequest(INVALID_VERIFICATION);
  });
}
