import "server-only";
import { createElement } from "react";
import AppealDecisionEmail from "@/emails/appeal-decision-email";
import { trySendEmail } from "@/lib/server/mail/send-email";
import { actionNoun, noticeDate } from "@/lib/moderation/statement-of-reasons";
import type { ActionUnderAppeal } from "./action-under-appeal";
import { siteUrl } from "@/lib/site-url";

export const APPEAL_REVERSED_SUBJECT = "Appeal accepted: the decision was reversed";
export const APPEAL_UPHELD_SUBJECT = "Appeal decided: the decision stands";

/** The decision email, built in the transaction and sent after the answer. */
export type AppealDecisionNotice = {
  to: string;
  username: string;
  subject: string;
  summary: string;
  reason: string;
  reversed: boolean;
  signIn: boolean;
};

/** The inbox message and the email's words: which decision, what happened to it, and (the caller adds) why. */
export function appealDecisionMessage(
  a: ActionUnderAppeal,
  reversed: boolean,
  restored: string | null,
  reason: string,
) {
  const which = `the ${actionNoun(a.action)} of ${noticeDate(a.createdAt)} (action #${a.id})`;
  const summary = reversed
    ? `We reviewed your appeal against ${which} and reversed the decision. ${restored ?? ""}`.trim()
    : `We reviewed your appeal against ${which}. The decision stands.`;
  const subject = reversed ? APPEAL_REVERSED_SUBJECT : APPEAL_UPHELD_SUBJECT;
  const content = `${summary}\n\nReason: ${reason}\n\nWho decided: a member of the staff who did not take the original decision.`;
  return { subject, summary, content };
}

export async function emailAppealDecision(n: AppealDecisionNotice): Promise<void> {
  // a lifted ban or suspension: the person can sign in again
  const url = siteUrl(n.signIn ? "/login" : "/inbox").toString();
  await trySendEmail({
    to: n.to,
    subject: n.subject,
    kind: "appeal_decision",
    react: createElement(AppealDecisionEmail, {
      username: n.username,
      heading: n.subject,
      summary: n.summary,
      reason: n.reason,
      actionUrl: url,
      actionLabel: n.signIn ? "Sign in" : "Open Inbox",
    }),
  });
}
