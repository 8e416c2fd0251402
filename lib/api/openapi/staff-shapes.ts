// What the staff calls answer (lib/moderation/types.ts, lib/appeals/types.ts).
import { z } from "zod";
import { instant, role, roles } from "./shapes";

const id = z.number().int();
const target = z.enum(["debate", "comment", "user"]);

export const reportView = z
  .object({
    id,
    reportedBy: id.nullable(),
    reporterName: z.string().nullable(),
    targetType: target,
    targetId: id,
    debateTitle: z.string().nullable(),
    debateId: id.nullable(),
    commentContent: z.string().nullable(),
    reportedUserName: z.string().nullable(),
    reason: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    reviewedBy: id.nullable(),
    reviewedAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({ id: "ReportView" });

export const actionView = z
  .object({
    id,
    moderatorId: id.nullable(),
    moderatorName: z.string().nullable(),
    targetType: target,
    targetId: id,
    targetName: z.string().optional(),
    action: z.string(),
    reason: z.string(),
    rule: z.string().nullable(),
    duration: z.number().nullable().meta({ description: "hours; null: permanent" }),
    createdAt: instant,
    restoredAt: instant.optional(),
  })
  .meta({ id: "ModerationActionView" });

export const adminUserView = z
  .object({
    id,
    username: z.string(),
    email: z.string().nullable(),
    role,
    roles,
    status: z.enum(["active", "suspended", "banned", "deleted"]),
    suspendedUntil: instant.nullable(),
    emailVerified: z.boolean(),
    isVerified: z.boolean(),
    joinedAt: instant,
    lastActive: instant.nullable(),
    debateCount: z.number().int(),
    mailboxShared: z.boolean(),
  })
  .meta({ id: "AdminUserView" });

export const appealView = z
  .object({
    id,
    status: z.enum(["pending", "upheld", "reversed", "moot"]),
    statement: z.string(),
    appellantId: id.nullable(),
    appellantName: z.string().nullable(),
    createdAt: instant,
    decidedBy: id.nullable(),
    decidedByName: z.string().nullable(),
    decidedAt: instant.nullable(),
    reason: z.string().nullable(),
    action: z.looseObject({ id, action: z.string(), targetType: target, targetId: id }),
    cannotDecide: z.string().nullable(),
  })
  .meta({ id: "AppealView" });

/** A report as it is stored: what its reporter is answered. */
export const reportRow = z.object({
  id,
  reportedBy: id.nullable(),
  targetType: target,
  targetId: id,
  reason: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  reviewedBy: id.nullable(),
  reviewedAt: instant.nullable(),
  createdAt: instant,
});

/** An appeal as its appellant is answered when they file it. */
export const submittedAppeal = z.object({
  id,
  actionId: id,
  status: z.enum(["pending", "upheld", "reversed", "moot"]),
  statement: z.string(),
  createdAt: instant,
});

export const punishmentResult = z.object({ user: adminUserView, action: actionView }).meta({ id: "PunishmentResult" });
export const staffUser = z.object({ id, username: z.string() });
export const adminCategory = z
  .object({ id, name: z.string(), slug: z.string(), color: z.string(), debateCount: z.number().int() })
  .meta({ id: "AdminCategory" });
