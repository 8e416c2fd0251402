import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { InboxView } from "@/components/inbox/inbox-view";
import { getActor } from "@/lib/server/accounts/get-actor";
import { withLocalFrom } from "@/lib/local-from";
import { isStaff } from "@/lib/roles";
import { countUnreadMessages } from "@/lib/server/messages/count-unread-messages";
import { listMessages } from "@/lib/server/messages/list-messages";
import { pageData } from "@/lib/outage";

export const metadata: Metadata = { title: "Inbox", robots: { index: false } };

// proxy.ts sends visitors without a session cookie away first; this covers an expired or revoked session.
export default async function InboxPage() {
  const actor = await getActor();
  if (!actor) redirect(withLocalFrom("/login", "/inbox"));
  const [messages, unread] = await pageData(() => Promise.all([listMessages(actor), countUnreadMessages(actor)]));
  const initialMessages = messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  return (
    <InboxView initialMessages={initialMessages} initialUnread={unread.count} canAnnounce={isStaff(actor.roles)} />
  );
}
