import "server-only";
import type { ReportReason } from "@/lib/enums";
import {
  appealDeadline,
  noticeDate,
  ruleText,
  statementText,
  type StatementOfReasons,
} from "@/lib/moderation/statement-of-reasons";
import type { ModerationActionView } from "@/lib/moderation/types";
import { siteUrl } from "@/lib/site-url";

/** The page where a signed-in person appeals an action (the inbox's 'Appeal' button opens the same form). */
const appealPageUrl = (actionId: number) => siteUrl(`/appeal?action=${actionId}`).toString();
/** The signed single-use link of a ban or suspension notice (no sign-in needed). */
const appealLinkUrl = (rawToken: string) => siteUrl(`/appeal?token=${encodeURIComponent(rawToken)}`).toString();

const EXCERPT = 200;
export const excerpt = (text: string, max = EXCERPT) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

type Parts = {
  action: Pick<ModerationActionView, "id" | "action" | "createdAt">;
  rule: ReportReason | null;
  decision: string;
  subject: string;
  facts: string;
};

/**
 * The statement of reasons of one recorded action. Its appeal link is the signed-in page; a ban's or suspension's email
 * swaps in the signed link (withAppealLink), which is never written to the inbox (the token is only kept hashed).
 */
export function statementFor(p: Parts): StatementOfReasons {
  return {
    decision: p.decision,
    subject: p.subject,
    rule: ruleText(p.rule, p.action.action),
    facts: p.facts,
    appeal: { url: appealPageUrl(p.action.id), until: noticeDate(appealDeadline(new Date(p.action.createdAt))) },
  };
}

export function withAppealLink(s: StatementOfReasons, rawToken: string): StatementOfReasons {
  return {
    ...s,
    appeal: { ...s.appeal, url: appealLinkUrl(rawToken), note: "This link works once and needs no sign-in." },
  };
}

/** The inbox message's body: the first sentence, then the statement. */
export const noticeBody = (first: string, s: StatementOfReasons) => `${first}\n\n${statementText(s)}`;
