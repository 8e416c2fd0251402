import "server-only";
import { and, isNotNull, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";
import { getDb } from "@/lib/db";
import { appeals, comments, moderationActions } from "@/lib/db/schema";

const ap = alias(appeals, "ap");
const a = alias(moderationActions, "a");

/** What a purged comment holds instead of its text (the column may not be blank). */
export const PURGED_COMMENT_TEXT = "[removed]";

/**
 * A deleted or taken-down comment keeps its text, never shown to anyone but staff reviewing reports and appeals, so
 * that an appeal can bring it back; once its appeal time has passed (APPEAL_WINDOW_DAYS after the deletion) and no
 * appeal on it is pending, the text is erased for good. Run from a scheduler: `npm run comments:purge`
 * (docs/deploy.md), daily is enough. Idempotent; answers how many comments it erased.
 */
export async function purgeDeletedCommentText(): Promise<number> {
  const rows = await getDb()
    .update(comments)
    .set({ content: PURGED_COMMENT_TEXT })
    .where(
      and(
        isNotNull(comments.deletedAt),
        lte(comments.deletedAt, sql`now() - make_interval(days => ${APPEAL_WINDOW_DAYS})`),
        ne(comments.content, PURGED_COMMENT_TEXT),
        sql`not exists (select 1 from appeals ap join moderation_actions a on ${a.id} = ${ap.actionId}
          where ${a.targetType} = 'comment' and ${a.targetId} = ${comments.id} and ${ap.status} = 'pending')`,
      ),
    )
    .returning({ id: comments.id });
  return rows.length;
}
