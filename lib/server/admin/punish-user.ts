import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { assertStaffOver, requireRole } from "@/lib/auth/guards";
import { getDb, type Tx } from "@/lib/db";
import { moderationActions, users } from "@/lib/db/schema";
import { badRequest, conflict, notFound } from "@/lib/errors";
import type { AdminUserView, PunishmentResult } from "@/lib/moderation/types";
import { eraseAccount } from "@/lib/server/accounts/erase-account";
import { revokeUserSessions } from "@/lib/server/accounts/revoke-user-sessions";
import { recordAction } from "@/lib/server/moderation/action-view";
import { selectAdminUser } from "./admin-user-view";
import { issueAppealToken } from "@/lib/server/appeals/appeal-token";
import { endMootAppeals } from "@/lib/server/appeals/end-moot-appeals";
import { withAppealLink } from "@/lib/server/moderation/notice-statement";
import { punishmentStatement } from "./punishment-statement";
import { voidBallots } from "@/lib/server/ballots/void-ballots";
import { assertSudo } from "@/lib/server/second-factor/assert-sudo";
import { restoreBallots } from "@/lib/server/ballots/restore-ballots";
import { VOIDING_RULE, type ReportReason } from "@/lib/enums";
import {
  isRelease,
  isRestriction,
  LIFTABLE_KINDS,
  LIFTABLE_STATUSES,
  MODERATION_KINDS,
  type AccountKind,
  type ReleaseKind,
} from "@/lib/moderation/kinds";
import { sendNoticeMessage, type PunishmentNotice } from "./punishment-notice";

type PunishOptions = {
  action: AccountKind;
  reason: string;
  hours?: number;
  /** the rule applied (null: the action's category); a ban or deletion for vote manipulation voids ballots */
  rule?: ReportReason | null;
};
/**
 * The answer, plus the email to send after it (null when there is no address to send to). Answer only `user` and
 * `action`.
 */
type PunishmentOutcome = PunishmentResult & { notice: PunishmentNotice | null };

const USER_NOT_ACTIVE = "User is not active";
const USER_NOT_PUNISHED = "User is not suspended or banned";
const DEFAULT_HOURS = 24;
const INVALID_HOURS = "Duration must be a whole number of hours, at most ten years";

/** What the action does to the account's row (null: a deletion, which is eraseAccount's). */
function statusChange({ action, hours }: PunishOptions): PgUpdateSetSource<typeof users> | null {
  switch (action) {
    case "suspend":
      return {
        status: "suspended",
        suspendedUntil: sql`now() + make_interval(hours => ${hours ?? DEFAULT_HOURS})`,
      };
    case "ban":
      return { status: "banned", suspendedUntil: null };
    case "delete":
      return null;
    case "reactivate":
    case "lift":
      return { status: "active", suspendedUntil: null };
    default:
      return action satisfies never;
  }
}

/** When the action ends, as its notice says (null: it does not end by itself). */
function endOf(action: AccountKind, user: AdminUserView): Date | null {
  switch (action) {
    case "suspend":
      return user.suspendedUntil ? new Date(user.suspendedUntil) : null;
    case "ban":
    case "delete":
    case "reactivate":
    case "lift":
      return null;
    default:
      return action satisfies never;
  }
}

/** What a release tells an appellant whose appeal against the punishment it ended is left with nothing to decide. */
const RELEASED: Record<ReleaseKind, string> = {
  reactivate: "The account was reactivated: it can sign in again.",
  lift: "The account was freed of its punishment: it can sign in again.",
};

/**
 * The suspension or ban a lift or reactivation (recorded as `liftId`) ends: the user's latest before it. Every
 * suspension and ban needs an active account and every lift a suspended or banned one, so that is the one in force.
 */
async function punishmentEnded(tx: Tx, userId: number, liftId: number) {
  const [ended] = await tx
    .select({ id: moderationActions.id, action: moderationActions.action })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetType, "user"),
        eq(moderationActions.targetId, userId),
        inArray(moderationActions.action, LIFTABLE_KINDS),
        lt(moderationActions.id, liftId),
      ),
    )
    .orderBy(desc(moderationActions.id))
    .limit(1);
  return ended;
}

/**
 * Suspend, ban, delete, reactivate or lift: staff only, within the hierarchy (decisions.md 'Staff'). One
 * transaction changes the status, ends every session of the user, records the action and puts a message in
 * their inbox; a ban or a deletion for vote manipulation also voids the user's ballots on open debates (voidBallots),
 * and a lift or reactivation that ends such a ban gives them back on the debates still open (restoreBallots), as a
 * reversal on appeal does: the ban is undone, so what it took is too (docs/decisions/0017-integrity-ledger.md).
 * The punishment-notice email is the caller's to send after the answer (emailPunishmentNotice).
 */
export async function punishUser(actor: Actor | null, userId: number, opts: PunishOptions): Promise<PunishmentOutcome> {
  const staff = requireRole(actor, "staff");
  const { hours } = opts;
  const kind = MODERATION_KINDS[opts.action].account;
  // sudo mode: a ban (which may void ballots) and a deletion cannot be undone quietly
  if (kind.sudo) await assertSudo(staff);
  if (hours !== undefined && (!Number.isInteger(hours) || hours < 1 || hours > 24 * 3650))
    throw badRequest(INVALID_HOURS, { duration: INVALID_HOURS });
  return getDb().transaction(async (tx) => {
    const target = await selectAdminUser(tx, userId, "for update");
    if (!target) throw notFound("User not found");
    assertStaffOver(staff, target);
    if (kind.direction === "restrict" && target.status !== "active") throw conflict(USER_NOT_ACTIVE);
    if (kind.direction === "release" && !(LIFTABLE_STATUSES as readonly string[]).includes(target.status))
      throw conflict(USER_NOT_PUNISHED);

    const change = statusChange(opts);
    if (change === null) await eraseAccount(tx, userId);
    else {
      await tx.update(users).set(change).where(eq(users.id, userId));
      if (kind.endsSessions) await revokeUserSessions(userId, tx);
    }
    // a reactivation or a lift leaves a pending appeal against the suspension or ban nothing to decide
    if (isRelease(opts.action))
      await endMootAppeals(tx, {
        targetType: "user",
        targetId: userId,
        actions: LIFTABLE_KINDS,
        staffId: staff.id,
        what: RELEASED[opts.action],
      });
    const duration = MODERATION_KINDS[opts.action].timed ? (opts.hours ?? DEFAULT_HOURS) : null;
    const action = await recordAction(tx, {
      moderator: staff,
      targetType: "user",
      targetId: userId,
      action: opts.action,
      reason: opts.reason,
      rule: opts.rule ?? null,
      duration,
    });
    const voided = kind.voids && opts.rule === VOIDING_RULE ? await voidBallots(tx, userId, action.id) : 0;
    const ended = isRelease(opts.action) ? await punishmentEnded(tx, userId, action.id) : undefined;
    const restored = ended && MODERATION_KINDS[ended.action].account?.voids ? await restoreBallots(tx, ended.id) : 0;
    const user = (await selectAdminUser(tx, userId))!;
    const until = endOf(opts.action, user);
    const statement = isRestriction(opts.action)
      ? punishmentStatement(action, target.username, { kind: opts.action, until, voided })
      : null;
    await sendNoticeMessage(tx, {
      senderId: staff.id,
      userId,
      actionId: action.id,
      kind: opts.action,
      reason: opts.reason,
      until,
      roles: null,
      statement,
      restored,
    });
    // a banned or suspended person cannot sign in: their email carries a signed single-use appeal link instead
    const link =
      statement && kind.endsSessions && MODERATION_KINDS[opts.action].appealable
        ? await issueAppealToken(tx, userId, action.id)
        : null;
    // the address as it was before a deletion removed it; account mail goes out even to unsubscribed users
    const notice = target.email
      ? {
          to: target.email,
          username: target.username,
          kind: opts.action,
          reason: opts.reason,
          until,
          roles: null,
          statement: statement && link ? withAppealLink(statement, link) : statement,
          restored,
        }
      : null;
    return { user, action, notice };
  });
}
