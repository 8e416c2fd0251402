import "server-only";
import { createElement } from "react";
import ReplyNotificationEmail from "@/emails/reply-notification-email";
import { sendProductMail } from "@/lib/server/mail/send-product-mail";
import { replySubject, type ReplyNotice } from "./reply-notice";
import { siteUrl } from "@/lib/site-url";

/** The reply notification email, with its unsubscribe links; a failed send is reported, never thrown. */
export async function emailReplyNotice(notice: ReplyNotice): Promise<void> {
  const commentUrl = siteUrl(`/debate/${notice.debateId}#comment-${notice.commentId}`).toString();
  await sendProductMail({
    to: { id: notice.userId, email: notice.to },
    subject: replySubject(notice.replierName),
    kind: "reply",
    react: (unsubscribeUrl) => createElement(ReplyNotificationEmail, { ...notice, commentUrl, unsubscribeUrl }),
  });
}
