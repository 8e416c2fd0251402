import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { AccountPasskey } from "@/lib/passkeys/types";
import { passkeyColumns, toAccountPasskey } from "./passkey-columns";

/** The signed-in account's own passkeys, newest first. */
export async function listPasskeys(actor: Actor | null): Promise<AccountPasskey[]> {
  const user = requireUser(actor);
  const rows = await getDb()
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(toAccountPasskey);
}
