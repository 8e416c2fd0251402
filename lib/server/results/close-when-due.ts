import "server-only";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { after } from "next/server";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { describeError, log } from "@/lib/log";
import { closeDebatesNow } from "./close-debates-now";

async function closeIfDue(debateId: number) {
  const rows = await getDb()
    .select({ id: debates.id })
    .from(debates)
    .where(and(eq(debates.id, debateId), isNull(debates.closedAt), lte(debates.votingEndsAt, sql`now()`)));
  if (rows.length) await closeDebatesNow("read");
}

/**
 * For every read of a debate (its page, GET /api/debates/{id}): once its deadline has passed (the split is shown,
 * judged by the database clock), after the answer is sent, one primary-key lookup tells whether it is still
 * unclosed, and if so every due debate is closed (the first read after a deadline closes it).
 */
export function closeWhenDue(debate: Debate): void {
  if (hasSplit(debate.voteCount))
    after(() =>
      closeIfDue(debate.id).catch((error) =>
        log("error", "Closing debates failed", { by: "read", error: describeError(error) }),
      ),
    );
}
