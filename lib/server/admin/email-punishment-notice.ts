import "server-only";
import { createElement } from "react";
import PunishmentNoticeEmail from "@/emails/punishment-notice-email";
import { trySendEmail } from "@/lib/server/mail/send-email";
import { noticeSubject, noticeSummary, type PunishmentNotice } from "./punishment-notice";
import { siteUrl } from "@/lib/site-url";
import { isRestriction } from "@/lib/moderation/kinds";

/** The punishment-notice email (account mail: no unsubscribe); a failed send is reported, never thrown. */
export async function emailPunishmentNotice(notice: PunishmentNotice | null): Promise<void> {
  if (!notice) return;
  const subject = noticeSubject(notice.kind);
  // a restricted account cannot open its inbox
  const toSite = isRestriction(notice.kind);
  const actionUrl = siteUrl(toSite ? "/" : "/inbox").toString();
  await trySendEmail({
    to: notice.to,
    subject,
    kind: "punishment_notice",
    react: createElement(PunishmentNoticeEmail, {
      username: notice.username,
      subject,
      summary: noticeSummary(notice),
      reason: notice.reason,
      statement: notice.statement ?? null,
      actionUrl,
      actionLabel: toSite ? "Visit People's Verdict" : "Open Inbox",
    }),
  });
}
