import { Text } from "@react-email/components";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import { ACCOUNT_MAIL_FOOTNOTE, EmailLayout, textStyle } from "./email-layout";
import { StatementOfReasonsBlock } from "./statement-of-reasons";

type Props = { username: string; heading: string; what: string; statement: StatementOfReasons; inboxUrl: string };

/**
 * A moderator warned a user or took down their debate or comment: what, why and how to appeal (account mail, sent
 * whatever the unsubscribe flag).
 */
export default function ModerationNoticeEmail({ username, heading, what, statement, inboxUrl }: Props) {
  return (
    <EmailLayout
      username={username}
      heading={heading}
      action={{ label: "Open Inbox", url: inboxUrl }}
      footnote={ACCOUNT_MAIL_FOOTNOTE}
    >
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{what}</Text>
      <StatementOfReasonsBlock statement={statement} />
      <Text style={textStyle}>People&apos;s Verdict moderation team</Text>
    </EmailLayout>
  );
}
