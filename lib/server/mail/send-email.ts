import "server-only";
import type { ReactElement } from "react";
import { render } from "@react-email/render";
import { Resend } from "resend";
import { env } from "@/lib/env";
import { saveDevMail } from "./save-dev-mail";
import { MailError, reportMailFailure } from "@/lib/email/mail-error";

type MailKind = "verification" | "password_reset" | "username_change" | "password_change" | (string & {});

type SendEmail = { to: string; subject: string; kind: MailKind; react: ReactElement; headers?: Record<string, string> };

const store = globalThis as unknown as { __pvResend?: { key: string; client: Resend } };

function resend(key: string) {
  if (store.__pvResend?.key !== key) store.__pvResend = { key, client: new Resend(key) };
  return store.__pvResend.client;
}

/**
 * Renders the template to HTML and text; keeps a copy in the development mailbox in demo mode and sends it
 * through Resend when RESEND_API_KEY is set. Throws MailError when neither can take it.
 */
export async function sendEmail({ to, subject, kind, react, headers }: SendEmail) {
  const { DEMO_MODE, RESEND_API_KEY, MAIL_FROM } = env();
  const [html, text] = await Promise.all([render(react), render(react, { plainText: true })]);

  if (DEMO_MODE) await saveDevMail({ to, subject, kind, text, html });
  if (RESEND_API_KEY) {
    const { error } = await resend(RESEND_API_KEY).emails.send({ from: MAIL_FROM, to, subject, html, text, headers });
    if (error) throw new MailError("send_failed", `Resend refused the ${kind} mail: ${error.name}`);
  } else if (!DEMO_MODE) {
    throw new MailError("not_configured", "No mail transport: set RESEND_API_KEY or turn on DEMO_MODE");
  }
}

/**
 * sendEmail that never throws: a failure is reported (its kind and cause, never the content); true when it went out.
 */
export async function trySendEmail(mail: SendEmail): Promise<boolean> {
  try {
    await sendEmail(mail);
    return true;
  } catch (error) {
    reportMailFailure(mail.kind, error);
    return false;
  }
}
