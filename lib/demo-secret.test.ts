import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keepDemoSecret } from "./demo-secret";

const dir = mkdtempSync(path.join(tmpdir(), "pv-demo-secret-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const demo = (over: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: "production",
  PGLITE_DIR: path.join(dir, "pglite"),
  ...over,
});

describe("keepDemoSecret (issue 34 item 8)", () => {
  it("makes a demo's secret on the first start, keeps it beside the database, and reads the same one after", () => {
    const first = demo();
    keepDemoSecret(first);
    expect(first.SESSION_SECRET).toMatch(/^[\w-]{43}$/);
    const file = path.join(dir, "session-secret");
    expect(readFileSync(file, "utf8")).toBe(first.SESSION_SECRET);
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = demo();
    keepDemoSecret(again);
    expect(again.SESSION_SECRET).toBe(first.SESSION_SECRET);
    // another demo, another secret
    const other = demo({ PGLITE_DIR: path.join(dir, "other", "pglite") });
    keepDemoSecret(other);
    expect(other.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it("leaves an operator's SESSION_SECRET, a site that is no demo and tests alone", () => {
    const set = demo({ SESSION_SECRET: "o".repeat(40) });
    keepDemoSecret(set);
    expect(set.SESSION_SECRET).toBe("o".repeat(40));
    for (const environment of [demo({ DATABASE_URL: "postgres://db.example/pv" }), demo({ NODE_ENV: "test" })]) {
      keepDemoSecret(environment);
      expect(environment.SESSION_SECRET).toBeUndefined();
    }
  });

  it("by default lives in .data/, which git ignores: a demo's start leaves the tree clean", () => {
    const environment: NodeJS.ProcessEnv = { NODE_ENV: "production" };
    keepDemoSecret(environment);
    expect(readFileSync(".data/session-secret", "utf8")).toBe(environment.SESSION_SECRET);
    expect(execFileSync("git", ["status", "--porcelain", "--ignored=no", ".data"], { encoding: "utf8" })).toBe("");
  });
});
