import "server-only";
import { createElement } from "react";
import { trySendEmail } from "@/lib/server/mail/send-email";
import SignupAttemptEmail, { SIGNUP_ATTEMPT_SUBJECT } from "@/emails/signup-attempt-email";
import { siteUrl } from "@/lib/site-url";

/** Tells an account's owner that someone tried to register their address (decisions.md 'Accounts and sessions'). */
export async function sendSignupAttemptMail(to: string, username: string) {
  const link = (path: string) => siteUrl(path).toString();
  await trySendEmail({
    to,
    kind: "signup_attempt",
    subject: SIGNUP_ATTEMPT_SUBJECT,
    react: createElement(SignupAttemptEmail, {
      username,
      loginUrl: link("/login"),
      resetUrl: link("/forgot-password"),
    }),
  });
}
