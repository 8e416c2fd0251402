import "server-only";
import { createElement } from "react";
import { reportMailFailure } from "@/lib/email/mail-error";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import SignupAttemptEmail, { SIGNUP_ATTEMPT_SUBJECT } from "@/emails/signup-attempt-email";

/** Tells an account's owner that someone tried to register their address (decisions.md 'Accounts and sessions'). */
export async function sendSignupAttemptMail(to: string, username: string) {
  const link = (path: string) => new URL(path, env().APP_URL).toString();
  try {
    await sendEmail({
      to,
      kind: "signup_attempt",
      subject: SIGNUP_ATTEMPT_SUBJECT,
      react: createElement(SignupAttemptEmail, {
        username,
        loginUrl: link("/login"),
        resetUrl: link("/forgot-password"),
      }),
    });
  } catch (error) {
    reportMailFailure("signup_attempt", error);
  }
}
