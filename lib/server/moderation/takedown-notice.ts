import "server-only";
import { createElement } from "react";
import TakedownNoticeEmail from "@/emails/takedown-notice-email";
import { reportMailFailure } from "@/lib/email/mail-error";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import type { HiddenContent } from "./hide-target";

/** What the takedown email needs; built inside the transaction, sent after the answer. */
export type TakedownNotice = { to: string; username: string; subject: string; content: HiddenContent; reason: string };

const EXCERPT = 300;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 3)}...` : text);

export const takedownSubject = (type: HiddenContent["type"]) => `Your ${type} was taken down`;

/** One sentence saying what was taken down, shared by the inbox message and the email. */
export function takedownWhat(c: HiddenContent): string {
  return c.type === "debate"
    ? `Your debate "${c.debateTitle}" was taken down by the moderators and is no longer visible.`
    : `Your comment on "${c.debateTitle}" was taken down by the moderators:\n\n${excerpt(c.commentContent ?? "")}`;
}

/** The inbox message to the creator or author. */
export function takedownMessage(c: HiddenContent, reason: string) {
  return { subject: takedownSubject(c.type), content: `${takedownWhat(c)}\n\nReason: ${reason}` };
}

/** The takedown email (account mail: no unsubscribe link); a failed send is reported, never thrown. */
export async function emailTakedownNotice(n: TakedownNotice): Promise<void> {
  try {
    await sendEmail({
      to: n.to,
      subject: n.subject,
      kind: "takedown",
      react: createElement(TakedownNoticeEmail, {
        username: n.username,
        heading: n.subject,
        what: takedownWhat(n.content),
        reason: n.reason,
        inboxUrl: new URL("/inbox", env().APP_URL).toString(),
      }),
    });
  } catch (error) {
    reportMailFailure("takedown", error);
  }
}
