import "server-only";
import { sql } from "drizzle-orm";
import { APPEAL_WINDOW_DAYS } from "@/lib/appeals/types";
import { getDb } from "@/lib/db";

/** What a purged comment holds instead of its text (the column may not be blank). */
export const PURGED_COMMENT_TEXT = "[removed]";

/**
 * A deleted or taken-down comment keeps its text, never shown to anyone but staff reviewing reports and appeals, so
 * that an appeal can bring it back; once its appeal time has passed (APPEAL_WINDOW_DAYS after the deletion) and no
 * appeal on it is pending, the text is erased for good. Run from a scheduler: `npm run comments:purge`
 * (docs/deploy.md), daily is enough. Idempotent; answers how many comments it erased.
 */
export async function purgeDeletedCommentText(): Promise<number> {
  const { rows } = await getDb().execute<{ id: number }>(sql`
    update comments c set content = ${PURGED_COMMENT_TEXT}
    where c.deleted_at is not null and c.deleted_at <= now() - make_interval(days => ${APPEAL_WINDOW_DAYS})
      and c.content <> ${PURGED_COMMENT_TEXT}
      and not exists (select 1 from appeals ap join moderation_actions a on a.id = ap.action_id
        where a.target_type = 'comment' and a.target_id = c.id and ap.status = 'pending')
    returning c.id`);
  return rows.length;
}
