import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { knownDevices } from "@/lib/db/schema";
import { hashToken } from "@/lib/auth/tokens";

/**
 * Records that the account signed in from this device (its device cookie's token; only the SHA-256 is stored) and says
 * whether to tell the owner: true when the device is new to the account and the account had signed in from another
 * device before. The account's very first device is learnt quietly (docs/decisions/0022-sessions.md). One statement
 * decides whether the row is new, so two sign-ins at once from one new device mail once.
 */
export async function noteSignInDevice({ userId, deviceToken }: { userId: number; deviceToken: string }) {
  const deviceHash = hashToken(deviceToken);
  const db = getDb();
  const [row] = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  if (!row?.inserted) return { newDevice: false };
  const [other] = await db
    .select({ one: sql`1` })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return { newDevice: other !== undefined };
}
