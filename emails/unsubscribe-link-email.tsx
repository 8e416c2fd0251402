import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const UNSUBSCRIBE_LINK_SUBJECT = "Unsubscribe from People's Verdict emails";

/** The link someone asked for at /unsubscribe: one click there stops product mail to this address. */
export default function UnsubscribeLinkEmail({ username, url }: { username: string; url: string }) {
  return (
    <EmailLayout
      username={username}
      preview="One click stops announcements, reply notifications and results"
      heading="Unsubscribe from emails"
      action={{ label: "Unsubscribe", url }}
      footnote="If you did not ask for this, ignore this email: nothing changes until the button on that page is pressed. You can subscribe again in your settings."
    >
      <Text style={textStyle}>
        Someone (hopefully you) asked to stop People&apos;s Verdict emails to this address. The link below opens a page
        where one click stops announcements, reply notifications and results by email. Account and security emails are
        still sent.
      </Text>
    </EmailLayout>
  );
}
