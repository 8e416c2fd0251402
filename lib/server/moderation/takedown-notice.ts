import "server-only";
import { createElement } from "react";
import ModerationNoticeEmail from "@/emails/moderation-notice-email";
import { trySendEmail } from "@/lib/server/mail/send-email";
import type { ReportReason } from "@/lib/enums";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import type { ModerationActionView } from "@/lib/moderation/types";
import type { HiddenContent } from "./hide-target";
import { excerpt, noticeBody, statementFor } from "./notice-statement";
import { siteUrl } from "@/lib/site-url";

/** What the takedown email needs; built inside the transaction, sent after the answer. */
export type TakedownNotice = {
  to: string;
  username: string;
  subject: string;
  content: HiddenContent;
  statement: StatementOfReasons;
};

const takedownSubject = (type: HiddenContent["type"]) => `Your ${type} was taken down`;

/** One sentence saying what was taken down, shared by the inbox message and the email. */
function takedownWhat(c: HiddenContent): string {
  return c.type === "debate"
    ? `Your debate "${c.debateTitle}" was taken down by the moderators and is no longer visible.`
    : `Your comment on "${c.debateTitle}" was taken down by the moderators and is no longer visible.`;
}

/** The content a takedown or a warning is about, as its notice names it. */
function contentSubject(c: Pick<HiddenContent, "type" | "id" | "debateTitle" | "commentContent">): string {
  return c.type === "debate"
    ? `Your debate "${c.debateTitle}" (debate #${c.id})`
    : `Your comment #${c.id} on "${c.debateTitle}": "${excerpt(c.commentContent ?? "")}"`;
}

export function takedownStatement(
  c: HiddenContent,
  action: ModerationActionView,
  rule: ReportReason | null,
  facts: string,
): StatementOfReasons {
  return statementFor({
    action,
    rule,
    decision: `The ${c.type} was taken down: it is hidden from everyone${c.type === "comment" ? " and its text is kept only for a possible appeal" : ""}.`,
    subject: contentSubject(c),
    facts,
  });
}

/** The inbox message to the creator or author. */
export function takedownMessage(c: HiddenContent, statement: StatementOfReasons) {
  return { subject: takedownSubject(c.type), content: noticeBody(takedownWhat(c), statement) };
}

/** The takedown email (account mail: no unsubscribe link); a failed send is reported, never thrown. */
export async function emailTakedownNotice(n: TakedownNotice): Promise<void> {
  await trySendEmail({
    to: n.to,
    subject: n.subject,
    kind: "takedown",
    react: createElement(ModerationNoticeEmail, {
      username: n.username,
      heading: n.subject,
      what: takedownWhat(n.content),
      statement: n.statement,
      inboxUrl: siteUrl("/inbox").toString(),
    }),
  });
}
