import "server-only";
import { getDb } from "@/lib/db";
import { devMailbox } from "@/lib/db/schema";

/** Keeps a copy of an outgoing mail for the development mailbox (demo mode only; the caller checks). */
export async function saveDevMail(mail: { to: string; subject: string; kind: string; text: string; html: string }) {
  await getDb().insert(devMailbox).values(mail);
}
