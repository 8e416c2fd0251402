import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Drizzle's migrator applies a migration only when its `when` is later than the last one the database ran: a
// migration dated before an earlier one (two branches merged) would be skipped on every upgraded database.
const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("drizzle/meta/_journal.json", () => {
  it("numbers and dates the migrations in order, one entry per SQL file", () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, "0"))).toBe(true);
      if (i > 0)
        expect(entry.when, `${entry.tag} is dated before ${journal.entries[i - 1].tag}`).toBeGreaterThan(
          journal.entries[i - 1].when,
        );
    });
    const files = readdirSync("drizzle")
      .filter((f) => f.endsWith(".sql"))
      .map((f) => f.replace(/\.sql$/, ""))
      .sort();
    expect(files).toEqual(journal.entries.map((e) => e.tag));
  });
});
