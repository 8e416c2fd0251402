import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { knownDevices } from "@/lib/db/schema";

/** A deletion: the account's known devices go with its sessions (decisions.md 'Accounts and sessions'). */
export async function forgetKnownDevices(userId: number, tx?: Tx) {
  await (tx ?? getDb()).delete(knownDevices).where(eq(knownDevices.userId, userId));
}
