import { Text } from "@react-email/components";
import { ACCOUNT_MAIL_FOOTNOTE, EmailLayout, ReasonQuote, textStyle } from "./email-layout";

type Props = {
  username: string;
  heading: string;
  summary: string;
  reason: string;
  actionUrl: string;
  actionLabel: string;
};

/**
 * The outcome of a person's appeal, upheld or reversed, with the reason (account mail, sent whatever the unsubscribe
 * flag).
 */
export default function AppealDecisionEmail({ username, heading, summary, reason, actionUrl, actionLabel }: Props) {
  return (
    <EmailLayout
      username={username}
      heading={heading}
      action={{ label: actionLabel, url: actionUrl }}
      footnote={ACCOUNT_MAIL_FOOTNOTE}
    >
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{summary}</Text>
      <ReasonQuote reason={reason} />
      <Text style={textStyle}>
        A member of the staff who did not take the original decision reviewed your appeal. This decision on your appeal
        is final on People&apos;s Verdict.
      </Text>
    </EmailLayout>
  );
}
