import "server-only";
import { describeError, log } from "@/lib/log";
import { closeDueDebates } from "./close-due-debates";
import { emailResults } from "./email-results";

let running: Promise<void> | null = null;

async function sweepAndMail(by: string) {
  try {
    const { closed } = await closeDueDebates();
    if (closed.length) log("info", "Debates closed", { count: closed.length, by });
    await emailResults(closed);
  } catch (error) {
    log("error", "Closing debates failed", { by, error: describeError(error) });
  }
}

/**
 * Closes every debate that is due and mails their voters, never throwing (a failure is logged, and the debates stay
 * due for the next read or cron call). One sweep at a time per process: a call during a sweep joins it.
 */
export async function closeDebatesNow(by: string): Promise<void> {
  running ??= sweepAndMail(by).finally(() => {
    running = null;
  });
  await running;
}
