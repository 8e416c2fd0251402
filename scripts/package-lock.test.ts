import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm ci` on a fresh clone refuses a lock that lacks any package's optional dependencies, on whatever platform it runs
// (issue 24 item 2): the lock must list every platform's binaries (@next/swc-*, @tailwindcss/oxide-*, ...), not only
// this machine's. `npm install --package-lock-only` from a clean state writes such a lock.
type Entry = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, Entry> };

/** The lock entry node_modules resolution would find for `name` from the package at `from`. */
function resolve(from: string, name: string): Entry | undefined {
  for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf("/node_modules/"))) {
    const entry = lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (entry || !dir.includes("/node_modules/")) return entry ?? lock.packages[`node_modules/${name}`];
  }
}

describe("package-lock.json", () => {
  it("lists every optional dependency of every package, for every platform", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages))
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        if (!resolve(path, name)) missing.push(`${name} (optional for ${path || "the project"})`);
    expect(missing).toEqual([]);
  });

  it("lists the other platforms' binaries of Next and Tailwind", () => {
    for (const name of ["@next/swc-darwin-arm64", "@next/swc-win32-x64-msvc", "@tailwindcss/oxide-darwin-arm64"])
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBeTruthy();
  });
});
