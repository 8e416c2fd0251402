import "server-only";
import { after } from "next/server";
import { describeError, log } from "@/lib/log";
import { ROLL_UP_SECONDS } from "./cast-vote-sql";
import { rollUpTallies } from "./roll-up-tallies";

let last = 0;

/**
 * After the answer (next/server's after(), which a serverless host keeps alive for it), at most once per
 * ROLL_UP_SECONDS per process: rolls up every debate with shard rows older than that (rollUpTallies without a debate).
 * Called by every accepted vote and every list of debates, so a debate whose last votes came in one burst is rolled
 * up by the next vote or list anywhere, and the popular order lags by seconds (docs/decisions/0001-vote-tallies.md).
 */
export function sweepTalliesSoon(): void {
  const now = Date.now();
  if (now - last < ROLL_UP_SECONDS * 1000) return;
  last = now;
  const sweep = () =>
    rollUpTallies().catch((error) => log("error", "Rolling up tallies failed", { error: describeError(error) }));
  try {
    after(sweep);
  } catch {
    // outside a request's scope (a script calling a route's handler): the answer must not fail for it
    void sweep();
  }
}
