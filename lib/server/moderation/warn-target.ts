import "server-only";
import { createElement } from "react";
import { sql, type Column } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ModerationNoticeEmail from "@/emails/moderation-notice-email";
import type { Actor } from "@/lib/auth/actor";
import { assertStaffOver } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawColumns } from "@/lib/db/raw-row";
import { comments, debates, userRoles, users } from "@/lib/db/schema";
import { trySendEmail } from "@/lib/server/mail/send-email";
import type { ReportTarget } from "@/lib/enums";
import { notFound } from "@/lib/errors";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import type { ModerationActionView } from "@/lib/moderation/types";
import { recordAction } from "./action-view";
import { excerpt, noticeBody, statementFor } from "./notice-statement";
import { sendDirectMessage } from "./send-direct-message";
import { siteUrl } from "@/lib/site-url";

const MISSING = { user: "User not found", debate: "Debate not found", comment: "Comment not found" } as const;
const WARNING_SUBJECT = "You have received a warning";

type Owner = {
  owner_id: RawColumns<typeof users>["id"] | null;
  roles: RawColumns<typeof userRoles>["role"][] | null;
  what: string;
  subject: string;
};
/** The warning email, built inside the transaction and sent after the answer. */
type WarningNotice = { to: string; username: string; what: string; statement: StatementOfReasons };

const u = alias(users, "u");
const d = alias(debates, "d");
const c = alias(comments, "c");
const ur = alias(userRoles, "ur");

/**
 * Who a warning goes to: the user, the debate's creator or the comment's author; what it is about, and its notice's
 * subject line.
 */
const ownerOf = (type: ReportTarget, id: number) => {
  const roles = (owner: Column) => sql`(select jsonb_agg(${ur.role}) from user_roles ur where ${ur.userId} = ${owner})`;
  if (type === "user") {
    return sql`select ${u.id} as owner_id, ${roles(u.id)} as roles, 'your account' as what,
      'Your account "' || ${u.username} || '"' as subject
      from users u where ${u.id} = ${id} and ${u.status} <> 'deleted'`;
  }
  if (type === "debate") {
    return sql`select ${d.creatorId} as owner_id, ${roles(d.creatorId)} as roles, 'your debate "' || ${d.title} || '"' as what,
      'Your debate "' || ${d.title} || '" (debate #' || ${d.id} || ')' as subject from debates d where ${d.id} = ${id}`;
  }
  return sql`select ${c.userId} as owner_id, ${roles(c.userId)} as roles, 'your comment on "' || ${d.title} || '"' as what,
    'Your comment #' || ${c.id} || ' on "' || ${d.title} || '": "' || ${c.content} || '"' as subject
    from comments c join debates d on ${d.id} = ${c.debateId} where ${c.id} = ${id}`;
};

/**
 * A warning: the action is recorded and its owner gets an inbox message with the statement of reasons, in one
 * transaction; the email goes after the answer. Within the staff hierarchy (decisions.md 'Staff'): nobody warns
 * themselves, moderators do not warn staff.
 */
export async function warnTarget(
  staff: Actor,
  target: { type: ReportTarget; id: number },
  reason: string,
): Promise<{ action: ModerationActionView; notice: WarningNotice | null }> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<Owner>(ownerOf(target.type, target.id));
    const row = rows[0];
    if (!row) throw notFound(MISSING[target.type]);
    const ownerId = row.owner_id === null ? null : Number(row.owner_id);
    if (ownerId !== null) assertStaffOver(staff, { id: ownerId, roles: row.roles ?? [] });
    const action = await recordAction(tx, {
      moderator: staff,
      targetType: target.type,
      targetId: target.id,
      action: "warn",
      reason,
      duration: null,
    });
    if (ownerId === null) return { action, notice: null };
    const statement = statementFor({
      action,
      rule: null,
      decision: `A formal warning about ${row.what}. Nothing was removed or restricted; further breaches may lead to a takedown or a suspension.`,
      subject: excerpt(row.subject, 300),
      facts: reason,
    });
    const what = `A moderator warned you about ${row.what}.`;
    const owner = await sendDirectMessage(tx, {
      senderId: staff.id,
      userId: ownerId,
      subject: WARNING_SUBJECT,
      content: noticeBody(what, statement),
      actionId: action.id,
    });
    return { action, notice: owner?.email ? { to: owner.email, username: owner.username, what, statement } : null };
  });
}

/** The warning email (account mail: sent whatever the unsubscribe flag); a failed send is reported, never thrown. */
export async function emailWarningNotice(n: WarningNotice): Promise<void> {
  await trySendEmail({
    to: n.to,
    subject: WARNING_SUBJECT,
    kind: "warning",
    react: createElement(ModerationNoticeEmail, {
      username: n.username,
      heading: WARNING_SUBJECT,
      what: n.what,
      statement: n.statement,
      inboxUrl: siteUrl("/inbox").toString(),
    }),
  });
}
