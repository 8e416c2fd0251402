import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigurationError, readEnv } from "@/lib/env";

/**
 * Demo mode without SESSION_SECRET (issue 34 item 8): the secret that seals sessions and signs proofs of work and
 * links is one made on the first start and kept beside the embedded database (.data/session-secret, gitignored), not
 * the fallback anyone can read in lib/env.ts. Sets SESSION_SECRET for this process and the ones it starts (npm start's
 * workers); does nothing where the operator set one, in tests, or outside demo mode (where the start refuses).
 */
// eslint-disable-next-line no-restricted-syntax -- writes the demo's secret into the environment that env() then reads
export function keepDemoSecret(environment: NodeJS.ProcessEnv = process.env): void {
  if (environment.SESSION_SECRET || environment.NODE_ENV === "test") return;
  let settings: ReturnType<typeof readEnv>;
  try {
    settings = readEnv(environment);
  } catch (error) {
    if (error instanceof ConfigurationError) return; // the start check names it
    throw error;
  }
  if (!settings.DEMO_MODE) return;
  const file = path.join(path.dirname(settings.PGLITE_DIR), "session-secret");
  mkdirSync(path.dirname(file), { recursive: true });
  // written whole under another name, then linked into place: a process starting at the same moment reads one
  // complete secret, whichever start made it
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  environment.SESSION_SECRET = readFileSync(file, "utf8").trim();
}
