import "server-only";
import { createElement } from "react";
import { dateTimeUtc } from "@/lib/format-date";
import { deviceLabel } from "@/lib/sessions/device-label";
import { trySendEmail } from "@/lib/server/mail/send-email";
import NewDeviceEmail, { NEW_DEVICE_SUBJECT } from "@/emails/new-device-email";
import { siteUrl } from "@/lib/site-url";
import { parseUserAgent } from "./parse-user-agent";

export type NewDeviceSignIn = { to: string; username: string; at: Date; userAgent: string | null };

/** Tells an account's owner that it signed in from a device it had not used (decisions.md 'Accounts (2026-12-04)'). */
export async function sendNewDeviceMail({ to, username, at, userAgent }: NewDeviceSignIn) {
  const link = (path: string) => siteUrl(path).toString();
  await trySendEmail({
    to,
    kind: "new_device",
    subject: NEW_DEVICE_SUBJECT,
    react: createElement(NewDeviceEmail, {
      username,
      when: dateTimeUtc(at),
      device: deviceLabel(parseUserAgent(userAgent)),
      sessionsUrl: link("/settings#sessions"),
      resetUrl: link("/forgot-password"),
    }),
  });
}
