import { Link, Section, Text } from "@react-email/components";
import {
  appealSentence,
  DECIDED_BY_A_PERSON,
  STATEMENT_LABELS,
  type StatementOfReasons,
} from "@/lib/moderation/statement-of-reasons";
import { textStyle } from "./email-layout";

const label = { ...textStyle, fontWeight: 700, margin: "12px 0 0" };
const value = { ...textStyle, margin: "0", whiteSpace: "pre-line" as const };

/** The statement of reasons block of a moderation notice email: the six parts, each labelled. */
export function StatementOfReasonsBlock({ statement }: { statement: StatementOfReasons }) {
  const rows: [string, string][] = [
    [STATEMENT_LABELS.decision, statement.decision],
    [STATEMENT_LABELS.subject, statement.subject],
    [STATEMENT_LABELS.rule, statement.rule],
    [STATEMENT_LABELS.facts, statement.facts],
    [STATEMENT_LABELS.decidedBy, DECIDED_BY_A_PERSON],
  ];
  return (
    <Section style={{ borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>
      {rows.map(([name, text]) => (
        <div key={name}>
          <Text style={label}>{name}</Text>
          <Text style={value}>{text}</Text>
        </div>
      ))}
      <Text style={label}>{STATEMENT_LABELS.appeal}</Text>
      {statement.appeal.url === null ? (
        <Text style={value}>{statement.appeal.note}</Text>
      ) : (
        <Text style={value}>
          {appealSentence(statement.appeal)} Appeal here:{" "}
          <Link href={statement.appeal.url} style={{ color: "#dc2626", wordBreak: "break-all" }}>
            {statement.appeal.url}
          </Link>
          {statement.appeal.note ? `\n${statement.appeal.note}` : ""}
        </Text>
      )}
    </Section>
  );
}
