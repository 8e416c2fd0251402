import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";
import { UnsubscribeNote } from "./unsubscribe-note";

type Props = {
  username: string;
  replierName: string;
  debateTitle: string;
  content: string;
  commentUrl: string;
  unsubscribeUrl: string;
};

export default function ReplyNotificationEmail({
  username,
  replierName,
  debateTitle,
  content,
  commentUrl,
  unsubscribeUrl,
}: Props) {
  return (
    <EmailLayout
      username={username}
      preview={`${replierName} replied to your comment`}
      heading="New reply to your comment"
      action={{ label: "Go to Comment", url: commentUrl }}
      after={<UnsubscribeNote url={unsubscribeUrl} />}
      footnote="You receive reply notifications because you commented on People's Verdict. Account and security emails are sent either way."
    >
      <Text style={textStyle}>
        {replierName} replied to your comment on &ldquo;{debateTitle}&rdquo;:
      </Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line", borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>
        {content}
      </Text>
    </EmailLayout>
  );
}
