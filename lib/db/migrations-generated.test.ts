import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Migrations are drizzle-kit's output plus marked hand-written SQL (README 'Scripts'). drizzle-kit compares the schema
// with the last committed snapshot; run on a copy of drizzle/, it must find nothing to write, or a change to
// lib/db/schema.ts has no migration (or a migration's snapshot was edited by hand).
describe("drizzle/", () => {
  it("holds every change of lib/db/schema.ts: drizzle-kit generate finds nothing to add", () => {
    const dir = mkdtempSync(join(tmpdir(), "drizzle-generate-"));
    try {
      const out = join(dir, "drizzle");
      cpSync("drizzle", out, { recursive: true });
      const sqlFiles = (folder: string) => readdirSync(folder).filter((f) => f.endsWith(".sql"));
      // drizzle-kit reads --out and --schema relative to the directory it runs in
      const log = execFileSync(
        resolve("node_modules/.bin/drizzle-kit"),
        ["generate", "--dialect=postgresql", `--schema=${relative(dir, resolve("lib/db/schema.ts"))}`, "--out=drizzle"],
        // no terminal: a change drizzle-kit would ask about (a rename) fails instead of waiting for an answer
        { cwd: dir, encoding: "utf8", input: "", timeout: 90_000, stdio: ["pipe", "pipe", "pipe"] },
      );
      expect(sqlFiles(out), log).toEqual(sqlFiles("drizzle"));
      // drizzle-kit answers an error it meets (a file it cannot read) with exit status 0
      expect(log).toContain("No schema changes");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
