import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const VERIFICATION_SUBJECT = "Verify your email for People's Verdict";

export default function VerificationEmail({ username, url }: { username: string; url: string }) {
  return (
    <EmailLayout
      username={username}
      preview="Confirm your email address to start voting"
      heading="Confirm your email address"
      action={{ label: "Verify Email", url }}
      footnote="This link works once and expires in 24 hours. If you did not create an account, you can ignore this email."
    >
      <Text style={textStyle}>
        Thanks for joining People&apos;s Verdict. Confirm your email address to log in, vote and create debates.
      </Text>
    </EmailLayout>
  );
}
