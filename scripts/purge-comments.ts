// npm run comments:purge: erases the kept text of comments deleted or taken down more than 180 days ago whose appeal
// is not pending (lib/server/comments/purge-deleted-text.ts). For a daily cron job; idempotent.
import { getDbHandle } from "../lib/db";
import { purgeDeletedCommentText } from "../lib/server/comments/purge-deleted-text";

const handle = getDbHandle();
try {
  const erased = await purgeDeletedCommentText();
  console.log(`comments:purge erased the text of ${erased} comment${erased === 1 ? "" : "s"}.`);
} catch (error) {
  console.error(`comments:purge failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
