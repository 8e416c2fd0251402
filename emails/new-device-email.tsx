import { Link, Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const NEW_DEVICE_SUBJECT = "A new sign-in to your People's Verdict account";

/** To an account's owner when it signs in from a device it has not used before (docs/decisions/0022-sessions.md). */
export default function NewDeviceEmail({
  username,
  when,
  device,
  sessionsUrl,
  resetUrl,
}: {
  username: string;
  /** the sign-in's time, written out in UTC */
  when: string;
  /** 'Chrome 131 on Windows 10' */
  device: string;
  sessionsUrl: string;
  resetUrl: string;
}) {
  return (
    <EmailLayout
      username={username}
      preview={`Signed in from ${device}`}
      heading="A sign-in from a new device"
      action={{ label: "Review Your Sessions", url: sessionsUrl }}
      footnote="We send this when your account signs in from a device it has not used before. If it was you, there is nothing to do."
    >
      <Text style={textStyle}>
        Your People&apos;s Verdict account was just signed in to from a device it has not used before: {device}, on{" "}
        {when}.
      </Text>
      <Text style={textStyle}>
        Not you? End that session in your settings, then <Link href={resetUrl}>reset your password</Link> ({resetUrl}):
        a new password signs you out everywhere.
      </Text>
    </EmailLayout>
  );
}
