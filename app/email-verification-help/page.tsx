import type { Metadata } from "next";
import { HelpPage } from "@/components/accounts/help-page";

export const metadata: Metadata = { title: "Email Verification Help" };

export default function EmailVerificationHelpPage() {
  return (
    <HelpPage
      title="Email Verification Help"
      intro="You need a verified email address to log in, vote and create debates. Verifying takes one click on the link we send when you register."
      sections={[
        {
          heading: "How verification works",
          items: [
            "After you register we email a link to the address you gave.",
            "Open the link in any browser: the page confirms your address and takes you to the login page.",
            "The link works once and expires after 24 hours.",
          ],
        },
        {
          heading: "The login page says 'Email not verified'",
          items: [
            "Your account exists but the address has not been confirmed yet. Find the verification mail and open its link.",
            "Cannot find it? Go to the verification page, press 'Resend Verification Email' and enter the address you registered with.",
            "Still nothing after a few minutes? Check Spam and Junk, and see Email Help for more tips.",
          ],
        },
        {
          heading: "The link says it is invalid or expired",
          items: [
            "It was already used (your address may be verified already: try logging in), or it is more than 24 hours old.",
            "Request a fresh link with 'Resend Verification Email'. Earlier links keep working until they expire.",
          ],
        },
        {
          heading: "Wrong address?",
          items: [
            "If you registered with a mistyped address, the mail cannot reach you. Register again with the right address and a different username.",
          ],
        },
      ]}
      links={[
        { href: "/verify-email", label: "Resend verification email" },
        { href: "/email-help", label: "Email help" },
        { href: "/login", label: "Log in" },
      ]}
    />
  );
}
