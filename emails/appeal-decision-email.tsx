import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

type Props = {
  username: string;
  heading: string;
  summary: string;
  reason: string;
  actionUrl: string;
  actionLabel: string;
};

/** The outcome of a person's appeal, upheld or reversed, with the reason (account mail, sent whatever the unsubscribe flag). */
export default function AppealDecisionEmail({ username, heading, summary, reason, actionUrl, actionLabel }: Props) {
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      action={{ label: actionLabel, url: actionUrl }}
      footnote="This is a message about your account: it is sent whether or not you receive announcements by email."
    >
      <Text style={textStyle}>Hi {username},</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{summary}</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line", borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>
        Reason: {reason}
      </Text>
      <Text style={textStyle}>
        A member of the staff who did not take the original decision reviewed your appeal. This decision on your appeal
        is final on People&apos;s Verdict.
      </Text>
    </EmailLayout>
  );
}
