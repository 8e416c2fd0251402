import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { INBOX_LIMIT, selectInbox, type InboxMessage } from "./select-inbox";

/** The signed-in user's inbox, newest first (bounded). */
export async function listMessages(actor: Actor | null): Promise<InboxMessage[]> {
  const user = requireUser(actor);
  return selectInbox(user.id).limit(INBOX_LIMIT);
}
