import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

type Props = { username: string; heading: string; what: string; reason: string; inboxUrl: string };

/** A moderator took down a user's debate or comment: what and why (account mail, sent whatever the unsubscribe flag). */
export default function TakedownNoticeEmail({ username, heading, what, reason, inboxUrl }: Props) {
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      action={{ label: "Open Inbox", url: inboxUrl }}
      footnote="This is a message about your account: it is sent whether or not you receive announcements by email."
    >
      <Text style={textStyle}>Hi {username},</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{what}</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>Reason: {reason}</Text>
      <Text style={textStyle}>People&apos;s Verdict moderation team</Text>
    </EmailLayout>
  );
}
