import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import { messageParticipants, messages } from "@/lib/db/schema";
import { formatUntil } from "@/lib/server/accounts/assert-can-log-in";
import { statementText, type StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import type { AccountKind } from "@/lib/moderation/kinds";
import { ROLE_LABELS, type Role } from "@/lib/roles";

/** An account's punishment, or a role change. */
export type NoticeKind = AccountKind | "role_change";

/** What the punishment-notice email needs; built inside the transaction, sent after the answer. */
export type PunishmentNotice = {
  to: string;
  username: string;
  kind: NoticeKind;
  reason: string;
  /** the end of a suspension */
  until: Date | null;
  /** the new roles of a role change */
  roles: Role[] | null;
  /**
   * a suspension's, ban's or deletion's statement of reasons (the email's carries the signed appeal link); null
   * otherwise
   */
  statement?: StatementOfReasons | null;
  /** a lift's or reactivation's: how many ballots the ban it ended had voided that count again */
  restored?: number;
};

const SUBJECTS: Record<NoticeKind, string> = {
  suspend: "Your account has been suspended",
  ban: "Your account has been banned",
  delete: "Your account has been deleted",
  reactivate: "Your account has been reactivated",
  lift: "Your account's punishment has been lifted",
  role_change: "Your roles have been updated",
};

export const noticeSubject = (kind: NoticeKind) => SUBJECTS[kind];

export const rolesText = (roles: readonly Role[]) => roles.map((r) => ROLE_LABELS[r]).join(", ");

/** The sentence that says what happened, shared by the inbox message and the email. */
export function noticeSummary(n: Pick<PunishmentNotice, "kind" | "until" | "roles" | "restored">): string {
  switch (n.kind) {
    case "suspend":
      return `Your account is suspended until ${n.until ? formatUntil(n.until) : "further notice"}.`;
    case "ban":
      return "Your account is banned permanently.";
    case "delete":
      return "Your account has been deleted.";
    case "role_change":
      return `Your roles are now: ${rolesText(n.roles ?? [])}.`;
    case "reactivate":
    case "lift":
      return activeAgain(n.restored ?? 0);
    default:
      return n.kind satisfies never;
  }
}

/** A release's sentence, with the ballots the ban it ended had voided that count again. */
function activeAgain(restored: number): string {
  if (restored === 0) return "Your account is active again.";
  const ballots =
    restored === 1
      ? "Your ballot on a debate still open counts"
      : `Your ${restored} ballots on debates still open count`;
  return `Your account is active again. ${ballots} again.`;
}

/**
 * The staff member's direct message to the user about it (inside the caller's transaction). A restriction's message
 * carries its statement of reasons and the action's id (the inbox's 'Appeal'); a lift or a role change its reason.
 */
export async function sendNoticeMessage(
  tx: Tx,
  n: { senderId: number | null; userId: number; actionId?: number | null } & Pick<
    PunishmentNotice,
    "kind" | "reason" | "until" | "roles" | "statement" | "restored"
  >,
) {
  const content = n.statement
    ? `${noticeSummary(n)}\n\n${statementText(n.statement)}`
    : `${noticeSummary(n)}\n\nReason: ${n.reason}`;
  await tx.execute(sql`
    with m as (
      insert into ${messages} (${columnNames(messages.subject, messages.content, messages.senderId, messages.type, messages.actionId)})
      values (${noticeSubject(n.kind)}, ${content}, ${n.senderId}, 'direct', ${n.actionId ?? null}::int)
      returning ${messages.id} as id
    )
    insert into ${messageParticipants} (${columnNames(messageParticipants.messageId, messageParticipants.userId)})
    select m.id, ${n.userId} from m`);
}
