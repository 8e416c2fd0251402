// Before the end-to-end tests: rebuild when any source is newer than the last build, so they never test stale code.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "emails",
  "proxy.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(".next/BUILD_ID") ? statSync(".next/BUILD_ID").mtimeMs : 0;
if (Math.max(...SOURCES.map(newest)) > built) {
  console.log("Sources changed since the last build: running next build...");
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
}
