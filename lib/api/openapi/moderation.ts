// Moderation: reports, takedowns, actions, appeals, the staff's signals.
import { z } from "zod";
import { appealLinkSchema, appealListQuery, createAppealSchema, decideAppealSchema } from "@/lib/validation/appeals";
import {
  createActionSchema,
  reviewReportSchema,
  staffListQuery,
  staffReportListQuery,
  takedownSchema,
  voteSignalsQuery,
} from "@/lib/validation/moderation";
import { createReportSchema } from "@/lib/validation/reports";
import type { Operation } from "./operation";
import { actionView, appealView, reportRow, reportView, staffUser, submittedAppeal } from "./staff-shapes";

const paging = {
  "X-Next-Cursor": "the cursor of the next page, when there is one",
  "X-Total-Count": "how many match the filters",
};
const pending = { ...paging, "X-Pending-Count": "how many wait for a decision" };

export const moderationOperations: Operation[] = [
  {
    method: "get",
    path: "/api/moderation/reports",
    summary: "Staff: reports newest first; status filter, window, keyset paging",
    auth: "staff",
    query: staffReportListQuery,
    responses: { 200: { description: "a page of reports", schema: z.array(reportView), headers: pending } },
  },
  {
    method: "post",
    path: "/api/moderation/reports",
    summary: "Report a debate, comment or user (a second report of a pending one answers the first, 200)",
    auth: "user",
    body: createReportSchema,
    errors: ["NOT_FOUND", "FORBIDDEN", "EMAIL_NOT_VERIFIED", "RATE_LIMITED"],
    responses: {
      200: { description: "the pending report already made", schema: reportRow },
      201: { description: "the report", schema: reportRow },
    },
  },
  {
    method: "patch",
    path: "/api/moderation/reports/{id}",
    summary: "Staff resolve or dismiss a pending report (the same status again: unchanged)",
    auth: "staff",
    body: reviewReportSchema,
    errors: ["NOT_FOUND", "CONFLICT"],
    responses: { 200: { description: "the report", schema: reportView } },
  },
  {
    method: "post",
    path: "/api/moderation/reports/{id}/takedown",
    summary: "Staff hide the debate or delete the comment reported, resolve, record, tell the owner",
    auth: "staff",
    body: takedownSchema,
    errors: ["NOT_FOUND", "CONFLICT", "BAD_REQUEST"],
    responses: {
      200: { description: "the report and the action", schema: z.object({ report: reportView, action: actionView }) },
    },
  },
  {
    method: "get",
    path: "/api/moderation/actions",
    summary: "Staff: moderation actions newest first; window, keyset paging",
    auth: "staff",
    query: staffListQuery,
    responses: { 200: { description: "a page of actions", schema: z.array(actionView), headers: paging } },
  },
  {
    method: "post",
    path: "/api/moderation/actions",
    summary: "Staff: warn, suspend, ban, take down... (duration in days); 200 for a takedown already in force",
    auth: "staff",
    body: createActionSchema,
    errors: ["NOT_FOUND", "CONFLICT", "BAD_REQUEST", "SUDO_REQUIRED"],
    responses: {
      200: { description: "the takedown already in force", schema: actionView },
      201: { description: "the action", schema: actionView },
    },
  },
  {
    method: "get",
    path: "/api/moderation/appeals",
    summary: "Staff: appeals pending first, then newest; status filter, window, keyset paging",
    auth: "staff",
    query: appealListQuery,
    responses: { 200: { description: "a page of appeals", schema: z.array(appealView), headers: pending } },
  },
  {
    method: "patch",
    path: "/api/moderation/appeals/{id}",
    summary: "Staff (not the one who acted, within the hierarchy) uphold or reverse an appeal",
    auth: "staff",
    body: decideAppealSchema,
    errors: ["NOT_FOUND", "CONFLICT"],
    responses: { 200: { description: "the appeal", schema: appealView } },
  },
  {
    method: "post",
    path: "/api/appeals",
    summary: "The person a decision affected appeals it, once, within 180 days (a suspended account may)",
    auth: "user",
    allowSuspended: true,
    body: createAppealSchema,
    errors: ["NOT_FOUND", "FORBIDDEN", "CONFLICT", "BAD_REQUEST"],
    responses: { 201: { description: "the appeal", schema: submittedAppeal } },
  },
  {
    method: "post",
    path: "/api/appeals/link",
    summary: "Appeal through the signed single-use link of a ban or suspension notice (no sign-in)",
    auth: "public",
    body: appealLinkSchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: { 201: { description: "the appeal", schema: submittedAppeal } },
  },
  {
    method: "get",
    path: "/api/moderation/signals",
    summary: "Staff: the open debates with the most ballots, their young accounts' ballots and network groups",
    auth: "staff",
    query: voteSignalsQuery,
    responses: {
      200: {
        description: "one entry per debate (hashed group ids and counts, never an address)",
        schema: z.array(
          z.object({
            debateId: z.number().int(),
            title: z.string(),
            ballots: z.number().int(),
            youngBallots: z.number().int(),
            groups: z.array(
              z.object({
                id: z.string(),
                label: z.string(),
                ballots: z.number().int(),
                firstJoined: z.string(),
                lastJoined: z.string(),
              }),
            ),
          }),
        ),
      },
    },
  },
  ...(["admin", "moderator"] as const).map((role): Operation => ({
    method: "get",
    path: `/api/moderation/users/${role}`,
    summary: `Staff: the users holding the ${role} role`,
    auth: "staff",
    responses: { 200: { description: "id and username", schema: z.array(staffUser) } },
  })),
];
