import "server-only";
import { createElement } from "react";
import ReplyNotificationEmail from "@/emails/reply-notification-email";
import { reportMailFailure } from "@/lib/email/mail-error";
import { sendEmail } from "@/lib/email/send-email";
import { unsubscribeHeaders, unsubscribeLinks } from "@/lib/email/unsubscribe-link";
import { env } from "@/lib/env";
import { replySubject, type ReplyNotice } from "./reply-notice";

/** The reply notification email, with its one-click unsubscribe link; a failed send is reported, never thrown. */
export async function emailReplyNotice(notice: ReplyNotice): Promise<void> {
  const commentUrl = new URL(`/debate/${notice.debateId}#comment-${notice.commentId}`, env().APP_URL).toString();
  const links = unsubscribeLinks({ id: notice.userId, email: notice.to });
  try {
    await sendEmail({
      to: notice.to,
      subject: replySubject(notice.replierName),
      kind: "reply",
      react: createElement(ReplyNotificationEmail, { ...notice, commentUrl, unsubscribeUrl: links.page }),
      headers: unsubscribeHeaders(links.oneClick),
    });
  } catch (error) {
    reportMailFailure("reply", error);
  }
}
