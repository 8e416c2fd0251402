import "server-only";
import { longTransaction } from "@/lib/db/long-transaction";
import { recordSweep } from "@/lib/instance-stats";
import { closeBoard } from "@/lib/server/ballots/close-board";
import type { Verdict } from "@/lib/results/verdict";
import { claimDueDebate } from "./claim-due-debate";
import { postResultsMessage } from "./post-results-message";
import { trace } from "@opentelemetry/api";
import { inSpan } from "@/lib/tracing/in-span";

/** A debate this call closed: what its voters' mail needs. */
export type ClosedDebate = {
  id: number;
  title: string;
  verdict: Verdict;
  messageId: number;
  recipients: number;
  lastRoot: string | null;
};

type Sweep = {
  closed: ClosedDebate[];
  /** true when no debate was left due (the last claim found none) */
  complete: boolean;
};

// a debate of 100,000 voters fans out 100,000 inbox rows in one statement: it may take longer than the app's 1.5 s
// statement timeout (and the driver's 2 s read timeout) allow
const CLOSE_STATEMENT_SECONDS = 60;

/**
 * Closes the debates whose deadline has passed, each exactly once, oldest first: one transaction per debate claims it
 * (claimDueDebate), publishes its board's last batch and freezes it (closeBoard), and posts 'Results are in' to every
 * voter (postResultsMessage). Either all three happen or none does, so a failure leaves the debate due for the next
 * sweep. At most `limit` debates, and no new one once `budgetMs` has passed; the mail is the caller's to send after
 * its answer (emailResults).
 */
export async function closeDueDebates({
  limit = 25,
  budgetMs = 10_000,
}: { limit?: number; budgetMs?: number } = {}): Promise<Sweep> {
  return inSpan("debates.close_due", () => sweep(limit, budgetMs));
}

async function sweep(limit: number, budgetMs: number): Promise<Sweep> {
  const started = Date.now();
  const closed: ClosedDebate[] = [];
  while (closed.length < limit && Date.now() - started < budgetMs) {
    const result = await inSpan("debate.close", () =>
      longTransaction(CLOSE_STATEMENT_SECONDS, async (tx) => {
        const debate = await claimDueDebate(tx);
        if (!debate) return null;
        trace.getActiveSpan()?.setAttribute("debate.id", debate.id);
        const { lastRoot } = await closeBoard(tx, debate.id);
        const message = await postResultsMessage(tx, debate);
        return { id: debate.id, title: debate.title, lastRoot, ...message };
      }),
    );
    if (!result) {
      recordSweep();
      return { closed, complete: true };
    }
    closed.push(result);
  }
  recordSweep();
  return { closed, complete: false };
}
