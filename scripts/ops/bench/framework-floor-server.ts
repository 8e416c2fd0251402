// The framework floor (issue 27): scripts/ops/bench/framework-floor/, a minimal Next app built with the repository's
// own Next and the app's next.config.ts and proxy matcher, holding a vote handler that answers 201 without a database
// and a debate-sized page with no data access, served by `next start`: what any Next app pays per request, below which
// the app cannot go. Built and run from its own directory (its next.config.ts imports the app's by a relative path,
// which Next resolves from the working directory).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { startServer, type Server } from "./servers";

export const FRAMEWORK_FLOOR_DIR = path.resolve("scripts/ops/bench/framework-floor");
const DIR = FRAMEWORK_FLOOR_DIR;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");
const BUILD_ID = path.join(DIR, ".next/BUILD_ID");
// what its build reads besides its own files: the app's config and the Next it is built with
const ALSO_READ = ["next.config.ts", "lib/security-headers.ts", "node_modules/next/package.json"];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ".next" || entry.name === "next-env.d.ts") continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/** `next build` of the framework floor, unless its build is newer than everything the build reads. */
export function buildFrameworkFloor() {
  const sources = Math.max(newestChange(DIR), ...ALSO_READ.map((file) => statSync(file).mtimeMs));
  if (existsSync(BUILD_ID) && statSync(BUILD_ID).mtimeMs > sources) return;
  console.log("Building the framework floor (next build in scripts/ops/bench/framework-floor)...");
  const run = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (run.status !== 0) throw new Error(`The framework floor's next build failed (${run.status ?? run.signal})`);
}

/** `next start` of the framework floor on `port`: one process, or `processes` of them sharing it (node:cluster). */
export function startFrameworkFloor(port: number, processes: number): Promise<Server> {
  const env = { NEXT_TELEMETRY_DISABLED: "1", WEB_CONCURRENCY: String(processes) };
  return processes > 1
    ? startServer(path.resolve("scripts/ops/bench/framework-floor-cluster.ts"), port, env, "/debate/1", { cwd: DIR })
    : startServer(NEXT_BIN, port, env, "/debate/1", { args: ["start"], cwd: DIR });
}
