import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

type Props = {
  username: string;
  subject: string;
  /** what happened, e.g. 'Your account is suspended until 2026-01-02 10:00 UTC.' */
  summary: string;
  reason: string;
  actionUrl: string;
  actionLabel: string;
};

/** Account mail about a punishment or a role change: sent whether or not the user unsubscribed from product mail. */
export default function PunishmentNoticeEmail({ username, subject, summary, reason, actionUrl, actionLabel }: Props) {
  return (
    <EmailLayout
      preview={subject}
      heading={subject}
      action={{ label: actionLabel, url: actionUrl }}
      footnote="This is an account notice from People's Verdict; it is sent whatever your email preferences."
    >
      <Text style={textStyle}>Hi {username},</Text>
      <Text style={textStyle}>{summary}</Text>
      <Text style={{ ...textStyle, whiteSpace: "pre-line", borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>Reason: {reason}</Text>
      <Text style={textStyle}>If you believe this is a mistake, reply to this email.</Text>
    </EmailLayout>
  );
}
