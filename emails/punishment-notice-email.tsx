import { Text } from "@react-email/components";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import { EmailLayout, ReasonQuote, textStyle } from "./email-layout";
import { StatementOfReasonsBlock } from "./statement-of-reasons";

type Props = {
  username: string;
  subject: string;
  /** what happened, e.g. 'Your account is suspended until 2026-01-02 10:00 UTC.' */
  summary: string;
  reason: string;
  /** a suspension's, ban's or deletion's statement of reasons (with how to appeal); a lift or a role change has none */
  statement?: StatementOfReasons | null;
  actionUrl: string;
  actionLabel: string;
};

/** Account mail about a punishment or a role change: sent whether or not the user unsubscribed from product mail. */
export default function PunishmentNoticeEmail({
  username,
  subject,
  summary,
  reason,
  statement,
  actionUrl,
  actionLabel,
}: Props) {
  return (
    <EmailLayout
      username={username}
      heading={subject}
      action={{ label: actionLabel, url: actionUrl }}
      footnote="This is an account notice from People's Verdict; it is sent whatever your email preferences."
    >
      <Text style={textStyle}>{summary}</Text>
      {statement ? (
        <StatementOfReasonsBlock statement={statement} />
      ) : (
        <>
          <ReasonQuote reason={reason} />
          <Text style={textStyle}>If you believe this is a mistake, reply to this email.</Text>
        </>
      )}
    </EmailLayout>
  );
}
