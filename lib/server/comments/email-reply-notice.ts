import "server-only";
import { createElement } from "react";
import ReplyNotificationEmail from "@/emails/reply-notification-email";
import { sendProductMail } from "@/lib/email/send-product-mail";
import { env } from "@/lib/env";
import { replySubject, type ReplyNotice } from "./reply-notice";

/** The reply notification email, with its unsubscribe links; a failed send is reported, never thrown. */
export async function emailReplyNotice(notice: ReplyNotice): Promise<void> {
  const commentUrl = new URL(`/debate/${notice.debateId}#comment-${notice.commentId}`, env().APP_URL).toString();
  await sendProductMail({
    to: { id: notice.userId, email: notice.to },
    subject: replySubject(notice.replierName),
    kind: "reply",
    react: (unsubscribeUrl) => createElement(ReplyNotificationEmail, { ...notice, commentUrl, unsubscribeUrl }),
  });
}
