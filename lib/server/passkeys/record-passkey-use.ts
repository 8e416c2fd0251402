import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import type { verifyPasskeyAnswer } from "./verify-passkey-answer";

type Checked = NonNullable<Awaited<ReturnType<typeof verifyPasskeyAnswer>>>;

/** After an answer checked out: the authenticator's new counter and backup flag, and when it was last used. */
export const recordPasskeyUse = (passkeyId: number, { newCounter, credentialBackedUp }: Checked) =>
  getDb()
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkeyId));
