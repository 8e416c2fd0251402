import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { closeBoard } from "@/lib/server/ballots/close-board";
import type { Verdict } from "@/lib/results/verdict";
import { claimDueDebate } from "./claim-due-debate";
import { postResultsMessage } from "./post-results-message";

/** A debate this call closed: what its voters' mail needs. */
export type ClosedDebate = { id: number; title: string; verdict: Verdict; messageId: number; recipients: number; lastRoot: string | null };

export type Sweep = {
  closed: ClosedDebate[];
  /** true when no debate was left due (the last claim found none) */
  complete: boolean;
  /** the database's clock (ms) when the sweep began: every debate due by then is closed when `complete` */
  startedAt: number;
};

// a debate of 100,000 voters fans out 100,000 inbox rows in one statement: more than the app's 3 s default allows
const CLOSE_STATEMENT_TIMEOUT = "60s";

/**
 * Closes the debates whose deadline has passed, each exactly once, oldest first: one transaction per debate claims it
 * (claimDueDebate), publishes its board's last batch and freezes it (closeBoard), and posts 'Results are in' to every
 * voter (postResultsMessage). Either all three happen or none does, so a failure leaves the debate due for the next
 * sweep. At most `limit` debates, and no new one once `budgetMs` has passed; the mail is the caller's to send after
 * its answer (emailResults).
 */
export async function closeDueDebates({ limit = 25, budgetMs = 10_000 }: { limit?: number; budgetMs?: number } = {}): Promise<Sweep> {
  const started = Date.now();
  const closed: ClosedDebate[] = [];
  let startedAt: number | null = null;
  while (closed.length < limit && Date.now() - started < budgetMs) {
    const result = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = ${sql.raw(`'${CLOSE_STATEMENT_TIMEOUT}'`)}`);
      const { at, debate } = await claimDueDebate(tx);
      startedAt ??= at;
      if (!debate) return null;
      const { lastRoot } = await closeBoard(tx, debate.id);
      const message = await postResultsMessage(tx, debate);
      return { id: debate.id, title: debate.title, lastRoot, ...message };
    });
    if (!result) return { closed, complete: true, startedAt: startedAt ?? Date.now() };
    closed.push(result);
  }
  return { closed, complete: false, startedAt: startedAt ?? Date.now() };
}
