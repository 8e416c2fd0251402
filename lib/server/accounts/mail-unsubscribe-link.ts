import "server-only";
import { createElement } from "react";
import UnsubscribeLinkEmail, { UNSUBSCRIBE_LINK_SUBJECT } from "@/emails/unsubscribe-link-email";
import { trySendEmail } from "@/lib/server/mail/send-email";
import { unsubscribeLinks } from "@/lib/email/unsubscribe-link";
import { findAccountByEmail } from "./find-account-by-email";

/**
 * /unsubscribe's form: mails the account with this address the signed link of its one-click unsubscribe page, so
 * only whoever reads that mailbox can stop its mail. Nothing for an unknown address; the handler
 * runs this after its answer, so the answer is the same, in words and in time, for any address.
 */
export async function mailUnsubscribeLink({ email }: { email: string }): Promise<void> {
  const account = await findAccountByEmail(email);
  if (!account?.email) return;
  await trySendEmail({
    to: account.email,
    subject: UNSUBSCRIBE_LINK_SUBJECT,
    kind: "unsubscribe_link",
    react: createElement(UnsubscribeLinkEmail, {
      username: account.username,
      url: unsubscribeLinks({ id: account.id, email: account.email }).page,
    }),
  });
}
