import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const PASSWORD_RESET_SUBJECT = "Reset your People's Verdict password";

export default function PasswordResetEmail({ username, url }: { username: string; url: string }) {
  return (
    <EmailLayout
      username={username}
      preview="Set a new password for your account"
      heading="Reset your password"
      action={{ label: "Reset Password", url }}
      footnote="This link works once and expires in 1 hour. If you did not ask for a reset, ignore this email: your password stays as it is."
    >
      <Text style={textStyle}>
        Someone (hopefully you) asked to reset the password of your People&apos;s Verdict account. Choose a new password
        with the link below. Resetting signs you out everywhere.
      </Text>
    </EmailLayout>
  );
}
