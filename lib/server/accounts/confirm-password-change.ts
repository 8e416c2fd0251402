import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { badRequest } from "@/lib/errors";
import { consumeToken } from "./consume-token";
import { revokeUserSessions } from "./revoke-user-sessions";

const INVALID_PASSWORD_TOKEN = "Invalid or expired verification link";

/** Step two: the stored hash becomes the password and every session of the user ends. */
export async function confirmPasswordChange({ token }: { token: string }) {
  await getDb().transaction(async (tx) => {
    const used = await consumeToken({ kind: "password_change", raw: token, tx });
    if (!used?.payload) throw badRequest(INVALID_PASSWORD_TOKEN);
    await tx.update(users).set({ passwordHash: used.payload }).where(eq(users.id, used.userId));
    await revokeUserSessions(used.userId, tx);
  });
}
