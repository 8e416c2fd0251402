import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys, users } from "@/lib/db/schema";
import { accountColumns } from "@/lib/server/accounts/account-columns";

/** The passkey with this credential id and the live account it belongs to; null when there is none. */
export async function findPasskeyAccount(credentialId: string) {
  const [row] = await getDb()
    .select({
      passkey: {
        id: passkeys.id,
        credentialId: passkeys.credentialId,
        publicKey: passkeys.publicKey,
        counter: passkeys.counter,
        transports: passkeys.transports,
      },
      account: accountColumns,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.credentialId, credentialId), ne(users.status, "deleted")))
    .limit(1);
  return row ?? null;
}
