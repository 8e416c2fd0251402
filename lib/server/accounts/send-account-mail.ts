import "server-only";
import { createElement } from "react";
import { accountLink } from "@/lib/email/account-link";
import { trySendEmail } from "@/lib/server/mail/send-email";
import PasswordChangeEmail, { PASSWORD_CHANGE_SUBJECT } from "@/emails/password-change-email";
import PasswordResetEmail, { PASSWORD_RESET_SUBJECT } from "@/emails/password-reset-email";
import UsernameChangeEmail, { USERNAME_CHANGE_SUBJECT } from "@/emails/username-change-email";
import VerificationEmail, { VERIFICATION_SUBJECT } from "@/emails/verification-email";

type AccountMail =
  | { kind: "verification"; username: string; from?: string }
  | { kind: "password_reset"; username: string }
  | { kind: "password_change"; username: string }
  | { kind: "username_change"; username: string; newUsername: string };

function build(mail: AccountMail, token: string) {
  switch (mail.kind) {
    case "verification":
      return {
        subject: VERIFICATION_SUBJECT,
        react: createElement(VerificationEmail, {
          username: mail.username,
          url: accountLink("/verify-email", token, mail.from),
        }),
      };
    case "password_reset":
      return {
        subject: PASSWORD_RESET_SUBJECT,
        react: createElement(PasswordResetEmail, {
          username: mail.username,
          url: accountLink("/reset-password", token),
        }),
      };
    case "password_change":
      return {
        subject: PASSWORD_CHANGE_SUBJECT,
        react: createElement(PasswordChangeEmail, {
          username: mail.username,
          url: accountLink("/verify-password-change", token),
        }),
      };
    case "username_change":
      return {
        subject: USERNAME_CHANGE_SUBJECT,
        react: createElement(UsernameChangeEmail, { ...mail, url: accountLink("/verify-username-change", token) }),
      };
  }
}

/**
 * Mails an account token; true when it went out. A failure is reported (never with the token) and returned, not thrown.
 */
export async function sendAccountMail(to: string, mail: AccountMail, token: string): Promise<boolean> {
  return trySendEmail({ to, kind: mail.kind, ...build(mail, token) });
}
