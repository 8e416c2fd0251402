import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const PASSWORD_CHANGE_SUBJECT = "Confirm your People's Verdict password change";

export default function PasswordChangeEmail({ username, url }: { username: string; url: string }) {
  return (
    <EmailLayout
      username={username}
      preview="Confirm the new password for your account"
      heading="Confirm your password change"
      action={{ label: "Confirm Password Change", url }}
      footnote="This link works once and expires in 1 hour. If you did not ask for this change, ignore this email and change your password: someone may know it."
    >
      <Text style={textStyle}>
        You asked to change the password of your People&apos;s Verdict account. The new password takes effect when you
        confirm with the link below, and every device is signed out.
      </Text>
    </EmailLayout>
  );
}
