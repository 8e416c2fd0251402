import type { Metadata } from "next";
import { HelpPage } from "@/components/accounts/help-page";

export const metadata: Metadata = { title: "Email Help" };

export default function EmailHelpPage() {
  return (
    <HelpPage
      title="Email Help"
      intro="People's Verdict sends email to confirm your address, reset a forgotten password, and confirm username and password changes. If a message does not arrive, these steps solve almost every case."
      sections={[
        {
          heading: "Before you register",
          items: [
            "Use an address you can open right now: the verification link arrives within a minute or two.",
            "Check the spelling. A typo such as gmial.com or a missing letter sends the link to nobody.",
            "Work and school addresses sometimes hold mail from new senders; a personal address is usually faster.",
          ],
        },
        {
          heading: "If the email does not arrive",
          items: [
            "Wait two or three minutes, then look in your Spam, Junk, Promotions and Updates folders.",
            'Search your mailbox for "People\'s Verdict".',
            "Add the sender of our mail to your contacts so future messages land in your inbox.",
            "Ask for a new message: on the verification page use 'Resend Verification Email', or request another reset link. You can ask five times an hour.",
            "Make sure your mailbox is not full.",
          ],
        },
        {
          heading: "Links that do not work",
          items: [
            "Each link works once. Verification links expire after 24 hours; reset and change links after 1 hour.",
            "Asking for a new reset or change link retires the earlier ones, so always use the newest mail.",
            "If your mail app breaks the link across lines, copy the whole address from the mail into your browser.",
          ],
        },
        {
          heading: "Mail you no longer want",
          items: [
            "Announcements and reply notifications can be switched off on the Unsubscribe page.",
            "Account and security mail (verification, resets, confirmations) is only sent when you ask for it.",
          ],
        },
      ]}
      links={[
        { href: "/email-verification-help", label: "Verification help" },
        { href: "/verify-email", label: "Resend verification email" },
        { href: "/forgot-password", label: "Reset your password" },
        { href: "/unsubscribe", label: "Unsubscribe" },
      ]}
    />
  );
}
