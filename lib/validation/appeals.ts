import "./zod-config";
import { z } from "zod";
import { APPEAL_STATUSES } from "@/lib/enums";
import { APPEAL_DECISIONS, STATEMENT_MAX, STATEMENT_MIN } from "@/lib/appeals/types";
import { MAX_ID, plainText } from "./fields";
import { reasonField, staffListQuery } from "./moderation";
import { count } from "@/lib/plural";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const ACTION_ID_REQUIRED = "Action ID is required";
const STATEMENT_REQUIRED = "Tell us why the decision should change";
const statementField = plainText(STATEMENT_REQUIRED)
  .trim()
  .min(STATEMENT_MIN, `Your statement must be at least ${STATEMENT_MIN} characters`)
  .max(STATEMENT_MAX, `Your statement must be at most ${count(STATEMENT_MAX)} characters`);

/** POST /api/appeals: the affected person, signed in. */
export const createAppealSchema = z.object({
  actionId: z.coerce
    .number({ error: ACTION_ID_REQUIRED })
    .int(ACTION_ID_REQUIRED)
    .min(1, ACTION_ID_REQUIRED)
    .max(MAX_ID, ACTION_ID_REQUIRED),
  statement: statementField,
});

/** POST /api/appeals/link: the signed link of a ban or suspension notice, no sign-in. */
export const appealLinkSchema = z.object({
  token: plainText("The appeal link is missing its token")
    .trim()
    .min(1, "The appeal link is missing its token")
    .max(200, "The appeal link is invalid"),
  statement: statementField,
});

/** GET /api/moderation/appeals: pending first, an optional status, the staff lists' window and paging. */
export const appealListQuery = staffListQuery.extend({
  status: z.preprocess(emptyToUndefined, z.enum(APPEAL_STATUSES, "Unknown appeal status").optional()),
});

/** PATCH /api/moderation/appeals/{id} */
export const decideAppealSchema = z.object({
  decision: z.enum(APPEAL_DECISIONS, "Decision must be upheld or reversed"),
  reason: reasonField,
});
