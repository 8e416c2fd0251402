import { Text } from "@react-email/components";
import { verdictLine, votesText as votes, type Verdict } from "@/lib/results/verdict";
import { EmailLayout, textStyle } from "./email-layout";
import { UnsubscribeNote } from "./unsubscribe-note";

type Props = { username: string; title: string; verdict: Verdict; debateUrl: string; unsubscribeUrl: string };

/** 'Results are in': a debate the recipient voted in has closed; the verdict and a link to the results. */
export default function ResultsEmail({ username, title, verdict, debateUrl, unsubscribeUrl }: Props) {
  return (
    <EmailLayout
      username={username}
      preview={verdictLine(verdict)}
      heading="Results are in"
      action={{ label: "See the results", url: debateUrl }}
      after={<UnsubscribeNote url={unsubscribeUrl} />}
      footnote="You receive results because you voted in this debate on People's Verdict. Account and security emails are sent either way."
    >
      <Text style={textStyle}>
        Voting on &ldquo;{title}&rdquo; has closed. The people&apos;s verdict: <strong>{verdictLine(verdict)}</strong>
      </Text>
      <Text style={{ ...textStyle, borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>
        {verdict.positionA} (A): {votes(verdict.A)}
        <br />
        {verdict.positionB} (B): {votes(verdict.B)}
        <br />
        Total: {votes(verdict.total)}
      </Text>
    </EmailLayout>
  );
}
