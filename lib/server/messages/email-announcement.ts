import "server-only";
import { createElement } from "react";
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import AnnouncementEmail, { announcementSubject } from "@/emails/announcement-email";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { sendProductMail } from "@/lib/server/mail/send-product-mail";
import { siteUrl } from "@/lib/site-url";

const BATCH = 200;
const PARALLEL = 4;

type Announcement = { subject: string; content: string; senderName: string };
type Recipient = { id: number; username: string; email: string | null };

async function mailOne(to: Recipient, a: Announcement, inboxUrl: string) {
  if (!to.email) return false;
  return sendProductMail({
    to: { id: to.id, email: to.email },
    subject: announcementSubject(a.subject),
    kind: "announcement",
    react: (unsubscribeUrl) =>
      createElement(AnnouncementEmail, { ...a, username: to.username, inboxUrl, unsubscribeUrl }),
  });
}

/**
 * Emails an announcement to active, verified, subscribed users: keyset batches from the database and a few
 * sends at a time, so memory and concurrency stay bounded however many users there are. Returns how many went out.
 */
export async function emailAnnouncement(announcement: Announcement): Promise<number> {
  const inboxUrl = siteUrl("/inbox").toString();
  let sent = 0;
  for (let after = 0; ;) {
    const batch = await getDb()
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.status, "active"),
          eq(users.emailVerified, true),
          eq(users.unsubscribed, false),
          isNotNull(users.email),
          gt(users.id, after),
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (let i = 0; i < batch.length; i += PARALLEL) {
      const results = await Promise.all(batch.slice(i, i + PARALLEL).map((to) => mailOne(to, announcement, inboxUrl)));
      sent += results.filter(Boolean).length;
    }
    if (batch.length < BATCH) return sent;
    after = batch[batch.length - 1].id;
  }
}
