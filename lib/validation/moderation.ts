import "./zod-config";
import { z } from "zod";
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS, ROLES, USER_STATUSES } from "@/lib/enums";
import { SUSPEND_HOURS, DEFAULT_SUSPEND_HOURS } from "@/lib/moderation/types";
import { REVIEW_STATUSES } from "@/lib/moderation/report-statuses";
import { idParam, MAX_ID, plainText } from "./fields";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const instant = (message: string) => z.preprocess(emptyToUndefined, z.coerce.date({ error: message }).optional());

/**
 * The rule a punishment applies, when staff name one (a ban or deletion for 'vote_manipulation' voids the account's
 * ballots on open debates: docs/decisions/0017-integrity-ledger.md); absent or empty: the action's category.
 */
const ruleField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.enum(REPORT_REASONS, "Unknown rule").optional(),
);

/** Staff lists (reports, actions): optional [from, to) window on createdAt, keyset paging by id (X-Next-Cursor). */
export const staffListQuery = z.object({
  from: instant("Invalid start date"),
  to: instant("Invalid end date"),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, "Limit must be 1 to 200").max(200, "Limit must be 1 to 200").default(100),
  ),
  cursor: z.preprocess(emptyToUndefined, idParam.optional()),
});

/**
 * GET /api/moderation/reports: the staff list's window and paging, and an optional status (the header polls pending).
 */
export const staffReportListQuery = staffListQuery.extend({
  status: z.preprocess(emptyToUndefined, z.enum(REPORT_STATUSES, "Unknown report status").optional()),
});

const REASON_REQUIRED = "Reason is required";
export const reasonField = plainText(REASON_REQUIRED)
  .trim()
  .min(1, REASON_REQUIRED)
  .max(1000, "Reason must be at most 1000 characters");

/** PATCH /api/moderation/reports/{id}: resolve or dismiss a pending report (reviewedBy is the session's user). */
export const reviewReportSchema = z.object({
  status: z.enum(REVIEW_STATUSES, "Status must be resolved or dismissed"),
  reviewedBy: z.unknown().optional(),
});

/** POST /api/moderation/reports/{id}/takedown: hide the debate or delete the comment, resolve, record. */
export const takedownSchema = z.object({ reason: reasonField.optional() });

/** POST /api/moderation/actions (the Create Action form): duration in days, empty means permanent. */
export const createActionSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, "Target type is required"),
  targetId: z.coerce
    .number({ error: "Target ID is required" })
    .int("Target ID is required")
    .min(1, "Target ID is required")
    .max(MAX_ID, "Target ID is required"),
  action: z.enum(MODERATION_ACTIONS, "Action is required"),
  reason: reasonField,
  duration: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "Duration must be a number of days" })
      .int("Duration must be a whole number of days")
      .min(1, "Duration must be at least 1 day")
      .max(3650, "Duration must be at most 3650 days")
      .optional(),
  ),
  rule: ruleField,
  moderatorId: z.unknown().optional(),
});

/** The suspension lengths in words, "1, 6, 24, 72, 168 or 720" (hours), from the lengths themselves. */
export const SUSPEND_LENGTHS = `${SUSPEND_HOURS.slice(0, -1).join(", ")} or ${SUSPEND_HOURS.at(-1)}`;
const SUSPEND_HOURS_MESSAGE = `Duration must be one of ${SUSPEND_LENGTHS} hours`;

/** POST /api/admin/users/{id}/suspend */
export const suspendSchema = z.object({
  duration: z
    .number({ error: SUSPEND_HOURS_MESSAGE })
    .refine((h) => (SUSPEND_HOURS as readonly number[]).includes(h), SUSPEND_HOURS_MESSAGE)
    .default(DEFAULT_SUSPEND_HOURS),
  reason: reasonField,
});

/** POST /api/admin/users/{id}/ban, /delete, /reactivate, /lift-punishment */
export const punishmentReasonSchema = z.object({ reason: reasonField, rule: ruleField });

const ROLES_REQUIRED = "Select at least one role";
/** PATCH /api/admin/users/{id}/role: replaces the list */
export const setRolesSchema = z.object({
  roles: z.array(z.enum(ROLES, "Unknown role"), { error: ROLES_REQUIRED }).min(1, ROLES_REQUIRED).max(ROLES.length),
});
/** PUT /api/admin/users/{id}/role: sets that single role */
export const setRoleSchema = z.object({ role: z.enum(ROLES, ROLES_REQUIRED) });

/** GET /api/admin/users */
export const adminUserListQuery = z.object({
  search: z.preprocess(
    emptyToUndefined,
    plainText("Invalid search").trim().max(100, "Search term is too long").optional(),
  ),
  role: z.preprocess(emptyToUndefined, z.enum(ROLES, "Unknown role").optional()),
  status: z.preprocess(emptyToUndefined, z.enum(USER_STATUSES, "Unknown status").optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, "Limit must be 1 to 100").max(100, "Limit must be 1 to 100").default(50),
  ),
  cursor: z.preprocess(emptyToUndefined, idParam.optional()),
  // a group of the staff's signals (GET /api/moderation/signals): the accounts behind its ballots
  group: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w-]{22}\.\d{1,15}\.\d{1,15}\.\d{1,9}$/, "Unknown group")
      .transform((v) => {
        const [net, firstMs, lastMs, debateId] = v.split(".");
        return { net, firstMs: Number(firstMs), lastMs: Number(lastMs), debateId: Number(debateId) };
      })
      .optional(),
  ),
  // accounts flagged as sharing a mailbox with an older one (one account per mailbox)
  mailboxShared: z.preprocess(emptyToUndefined, z.enum(["1"], "Unknown filter").optional()),
});

/** GET /api/moderation/signals: the open debates with the most ballots */
export const voteSignalsQuery = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, "Limit must be 1 to 100").max(100, "Limit must be 1 to 100").default(25),
  ),
});
