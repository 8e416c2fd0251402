import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { notFound } from "@/lib/errors";
import { PASSKEY_NOT_FOUND, passkeyId } from "./passkey-id";

/**
 * Removes one of the caller's own passkeys (another account's answers 404, as a missing one does); it signs in no
 * more. Sessions it opened stay (end them in the sessions list).
 */
export async function deletePasskey(actor: Actor | null, rawId: string | undefined) {
  const user = requireUser(actor);
  const id = passkeyId(rawId);
  const removed = await getDb()
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound(PASSKEY_NOT_FOUND);
}
