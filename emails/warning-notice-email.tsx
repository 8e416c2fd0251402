import { Text } from "@react-email/components";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import { EmailLayout, textStyle } from "./email-layout";
import { StatementOfReasonsBlock } from "./statement-of-reasons";

type Props = { username: string; heading: string; what: string; statement: StatementOfReasons; inboxUrl: string };

/** A moderator warned a user about their account or content: what, why and how to appeal (account mail). */
export default function WarningNoticeEmail({ username, heading, what, statement, inboxUrl }: Props) {
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      action={{ label: "Open Inbox", url: inboxUrl }}
      footnote="This is a message about your account: it is sent whether or not you receive announcements by email."
    >
      <Text style={textStyle}>Hi {username},</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line" }}>{what}</Text>
      <StatementOfReasonsBlock statement={statement} />
      <Text style={textStyle}>People&apos;s Verdict moderation team</Text>
    </EmailLayout>
  );
}
