import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { notFound } from "@/lib/errors";
import type { RenamePasskeyInput } from "@/lib/validation/passkeys";
import { passkeyColumns, toAccountPasskey } from "./passkey-columns";
import { PASSKEY_NOT_FOUND, passkeyId } from "./passkey-id";

/** Renames one of the caller's own passkeys; another account's answers 404, as a missing one does. */
export async function renamePasskey(actor: Actor | null, rawId: string | undefined, { name }: RenamePasskeyInput) {
  const user = requireUser(actor);
  const id = passkeyId(rawId);
  const [row] = await getDb()
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning(passkeyColumns);
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  return toAccountPasskey(row);
}
