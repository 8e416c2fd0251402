// The admin panel: analytics, categories, accounts and their punishments and roles.
import { z } from "zod";
import { createCategorySchema, updateCategorySchema } from "@/lib/validation/categories";
import {
  adminUserListQuery,
  punishmentReasonSchema,
  setRoleSchema,
  setRolesSchema,
  SUSPEND_LENGTHS,
  suspendSchema,
} from "@/lib/validation/moderation";
import { ACCOUNT_KINDS, MODERATION_KINDS } from "@/lib/moderation/kinds";
import type { Operation } from "./operation";
import { instant, role } from "./shapes";
import { adminCategory, adminUserView, punishmentResult } from "./staff-shapes";

const dayCounts = z.array(z.object({ date: z.string(), count: z.number().int() }));
const PUNISH: Operation["errors"] = ["NOT_FOUND", "FORBIDDEN", "CONFLICT", "BAD_REQUEST"];
// sudo mode (docs/decisions/0024-second-factor.md): POST /api/auth/sudo, then the same call again
const SUDO: Operation["errors"] = [...PUNISH, "SUDO_REQUIRED"];
// the account punishments without a length: one body (a suspension's is its own, below)
const UNTIMED_ACCOUNT_KINDS = ACCOUNT_KINDS.filter((k) => !MODERATION_KINDS[k].timed).map(
  (k) => MODERATION_KINDS[k].account,
);

export const adminOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/analytics",
    summary: "Staff: the Analytics figures",
    auth: "staff",
    responses: {
      200: {
        description: "the figures, every one a SQL aggregate",
        schema: z.object({
          totalUsers: z.number().int(),
          totalDebates: z.number().int(),
          totalVotes: z.number().int(),
          totalReports: z.number().int(),
          pendingReports: z.number().int(),
          pendingAppeals: z.number().int(),
          medianAppealHours: z.number().nullable(),
          usersByRole: z.record(role, z.number().int()),
          recentRegistrations: dayCounts,
          votingActivity: dayCounts,
          debatesPerCategory: z.array(z.object({ category: z.string(), color: z.string(), count: z.number().int() })),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/categories",
    summary: "Admin: every category by name, with its debate count",
    auth: "admin",
    responses: { 200: { description: "the categories", schema: z.array(adminCategory) } },
  },
  {
    method: "post",
    path: "/api/admin/categories",
    summary: "Admin: a new category (409 when the name is taken, in any case)",
    auth: "admin",
    body: createCategorySchema,
    errors: ["CONFLICT"],
    responses: { 201: { description: "the category", schema: adminCategory } },
  },
  {
    method: "patch",
    path: "/api/admin/categories/{id}",
    summary: "Admin: rename or recolour a category (the slug stays)",
    auth: "admin",
    body: updateCategorySchema,
    errors: ["NOT_FOUND", "CONFLICT"],
    responses: { 200: { description: "the category", schema: adminCategory } },
  },
  {
    method: "delete",
    path: "/api/admin/categories/{id}",
    summary: "Admin: delete a category (409 while any debate uses it)",
    auth: "admin",
    errors: ["NOT_FOUND", "CONFLICT", "SUDO_REQUIRED"],
    responses: { 200: { description: "deleted", schema: z.object({ ok: z.literal(true) }) } },
  },
  {
    method: "get",
    path: "/api/admin/users",
    summary: "Staff: accounts newest first; search, role, status, group, mailboxShared, keyset paging",
    auth: "staff",
    query: adminUserListQuery,
    responses: {
      200: {
        description: "a page of accounts",
        schema: z.array(adminUserView),
        headers: { "X-Next-Cursor": "the cursor of the next page", "X-Total-Count": "how many match" },
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/activity",
    summary: "Staff: the user's debates and those they voted in (never the side)",
    auth: "staff",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the activity",
        schema: z.object({
          debates: z.array(
            z.object({ id: z.number().int(), title: z.string(), isActive: z.boolean(), createdAt: instant }),
          ),
          votes: z.array(z.object({ debateId: z.number().int(), debateTitle: z.string(), createdAt: instant })),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/punishment-history",
    summary: "Staff: the user's punishments, newest first",
    auth: "staff",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the history",
        schema: z.array(
          z.object({
            action: z.string(),
            duration: z.number().nullable(),
            reason: z.string(),
            moderatorName: z.string().nullable(),
            moderatorId: z.number().int().nullable(),
            createdAt: instant,
          }),
        ),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/users/{id}/username-history",
    summary: "Staff: the user's username changes, newest first",
    auth: "staff",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the history",
        schema: z.array(z.object({ oldUsername: z.string(), newUsername: z.string(), changedAt: instant })),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/users/{id}/suspend",
    summary: `Staff: suspend for ${SUSPEND_LENGTHS} hours`,
    auth: "staff",
    body: suspendSchema,
    errors: PUNISH,
    responses: { 200: { description: "the account and the action", schema: punishmentResult } },
  },
  ...UNTIMED_ACCOUNT_KINDS.map(({ path, sudo }): Operation => ({
    method: "post",
    path: `/api/admin/users/{id}/${path}`,
    summary: `Staff: ${path.replace("-", " ")} (a reason; a rule, optionally)`,
    auth: "staff",
    body: punishmentReasonSchema,
    errors: sudo ? SUDO : PUNISH,
    responses: { 200: { description: "the account and the action", schema: punishmentResult } },
  })),
  {
    method: "patch",
    path: "/api/admin/users/{id}/role",
    summary: "Admin: replace the user's roles",
    auth: "admin",
    body: setRolesSchema,
    errors: SUDO,
    responses: { 200: { description: "the account", schema: adminUserView } },
  },
  {
    method: "put",
    path: "/api/admin/users/{id}/role",
    summary: "Admin: make one role the user's only role",
    auth: "admin",
    body: setRoleSchema,
    errors: SUDO,
    responses: { 200: { description: "the account", schema: adminUserView } },
  },
];
