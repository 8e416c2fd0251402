import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { usernameHistory, users } from "@/lib/db/schema";
import { uniqueViolation } from "@/lib/database-errors";
import { badRequest, conflict } from "@/lib/errors";
import { assertUsernameFree, USERNAME_TAKEN } from "./assert-username-free";
import { consumeToken } from "./consume-token";

const INVALID_USERNAME_TOKEN = "Invalid or expired verification link";

/**
 * Step two: applies the pending username and writes the history entry. When the name was taken in the meantime
 * the whole transaction rolls back, so the token stays unused until it expires.
 */
export async function confirmUsernameChange({ token }: { token: string }) {
  try {
    return await getDb().transaction(async (tx) => {
      const used = await consumeToken({ kind: "username_change", raw: token, tx });
      if (!used?.payload) throw badRequest(INVALID_USERNAME_TOKEN);
      const newUsername = used.payload;
      await assertUsernameFree(newUsername, { field: "token", exceptUserId: used.userId, tx });
      const [user] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, used.userId))
        .for("update");
      await tx.update(users).set({ username: newUsername }).where(eq(users.id, used.userId));
      await tx
        .insert(usernameHistory)
        .values({ userId: used.userId, oldUsername: user.username, newUsername, isVerified: true, tokenId: used.id });
      return { username: newUsername };
    });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(USERNAME_TAKEN, { token: USERNAME_TAKEN });
    throw error;
  }
}
