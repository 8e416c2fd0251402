import { keepDemoSecret } from "@/lib/demo-secret";
import { log } from "@/lib/log";
import { skipRepeatedErrorDumps } from "@/lib/logged-errors";
import { startupCheck } from "@/lib/startup-check";

/**
 * What every server process does at start (instrumentation.ts, under `next start` and each npm start worker): it
 * logs the warnings, and exits on a refused configuration with one line naming the variable, rather than leave it to
 * how Next treats a throw from register() (tests/integration/startup-refusal.test.ts runs the built app).
 */
export function atServerStart() {
  keepDemoSecret();
  const { refusal, warnings } = startupCheck();
  for (const warning of warnings) log("warn", warning);
  if (refusal) {
    log("error", refusal);
    process.exit(1);
  }
  if (process.env.NODE_ENV === "production") skipRepeatedErrorDumps();
}
