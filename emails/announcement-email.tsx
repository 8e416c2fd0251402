import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";
import { UnsubscribeNote } from "./unsubscribe-note";

export const announcementSubject = (subject: string) => `Announcement: ${subject}`;

type Props = {
  username: string;
  subject: string;
  content: string;
  senderName: string;
  inboxUrl: string;
  unsubscribeUrl: string;
};

export default function AnnouncementEmail({ username, subject, content, senderName, inboxUrl, unsubscribeUrl }: Props) {
  return (
    <EmailLayout
      username={username}
      heading={subject}
      action={{ label: "Open Inbox", url: inboxUrl }}
      after={<UnsubscribeNote url={unsubscribeUrl} />}
      footnote="You receive announcements because you have a People's Verdict account. Account and security emails are sent either way."
    >
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{content}</Text>
      <Text style={textStyle}>From {senderName}, People&apos;s Verdict team</Text>
    </EmailLayout>
  );
}
