import "server-only";
import type { Db, Tx } from "@/lib/db";
import { appeals } from "@/lib/db/schema";
import {
  ALREADY_APPEALED,
  ACTION_NOT_FOUND,
  APPEAL_TOO_LATE,
  NOT_APPEALABLE,
  NOT_YOUR_ACTION,
} from "@/lib/appeals/types";
import type { AppealStatus } from "@/lib/enums";
import { isAppealable } from "@/lib/moderation/kinds";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { findActionUnderAppeal } from "./action-under-appeal";

export type SubmittedAppeal = {
  id: number;
  actionId: number;
  status: AppealStatus;
  statement: string;
  createdAt: string;
};

/**
 * Files the appeal of `appellantId` against an action: only the person it affected, only an appealable kind, within
 * the window, once (the unique index on action_id settles two at once: the second is a 409).
 */
export async function submitAppeal(
  db: Db | Tx,
  appellantId: number,
  actionId: number,
  statement: string,
): Promise<SubmittedAppeal> {
  const action = await findActionUnderAppeal(db, actionId);
  if (!action) throw notFound(ACTION_NOT_FOUND);
  if (action.affectedId !== appellantId) throw forbidden(NOT_YOUR_ACTION);
  if (!isAppealable(action.action)) throw badRequest(NOT_APPEALABLE);
  if (action.expired) throw forbidden(APPEAL_TOO_LATE);
  const [row] = await db
    .insert(appeals)
    .values({ actionId, appellantId, statement })
    .onConflictDoNothing({ target: appeals.actionId })
    .returning({ id: appeals.id, status: appeals.status, createdAt: appeals.createdAt });
  if (!row) throw conflict(ALREADY_APPEALED);
  return { id: row.id, actionId, status: row.status, statement, createdAt: row.createdAt.toISOString() };
}
