import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";

export async function revokeSession(sessionKey: string) {
  await getDb().delete(sessions).where(eq(sessions.sid, sessionKey));
}
