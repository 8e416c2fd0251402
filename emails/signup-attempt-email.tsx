import { Link, Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const SIGNUP_ATTEMPT_SUBJECT = "Someone tried to sign up with your address";

/** To the owner of an address someone tried to register again: the sign-up page answered as for a new address. */
export default function SignupAttemptEmail({
  username,
  loginUrl,
  resetUrl,
}: {
  username: string;
  loginUrl: string;
  resetUrl: string;
}) {
  return (
    <EmailLayout
      username={username}
      preview="Your address already has a People's Verdict account"
      heading="Someone tried to sign up with your address"
      action={{ label: "Log In", url: loginUrl }}
      footnote="No new account was created and nothing about your account changed. If this was not you, you can ignore this email."
    >
      <Text style={textStyle}>
        Someone (perhaps you) just tried to create a People&apos;s Verdict account with this email address, which
        already belongs to your account. If it was you, log in instead. Forgot your password?{" "}
        <Link href={resetUrl}>Reset it here</Link>: {resetUrl}
      </Text>
    </EmailLayout>
  );
}
