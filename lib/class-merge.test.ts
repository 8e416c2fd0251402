import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

const ROOT = path.resolve(__dirname, "..");

/** Every Tailwind class written in the app's source (a class must be written out whole for Tailwind to emit it). */
function classesInSource(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) files.push(p);
    }
  };
  ["app", "components", "lib", "emails"].forEach((d) => walk(path.join(ROOT, d)));
  const tokens = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const t of (m[1] ?? m[2] ?? m[3]).split(/\s+/)) {
        if (t && /^[!\-a-z0-9:[\]_/.%#(),&>*=@'~+]+$/i.test(t) && !t.includes("${")) tokens.add(t);
      }
    }
  }
  // the ones tailwind-merge knows (it drops a repeated one); anything else is kept as written by both
  return [...tokens].filter((t) => twMerge(`${t} ${t}`) === t);
}

describe("mergeClasses agrees with tailwind-merge on the app's classes", () => {
  const classes = classesInSource();

  it("finds the app's classes", () => {
    expect(classes.length).toBeGreaterThan(400);
    expect(classes).toContain("size-10");
  });

  it("on every ordered pair of them", () => {
    const wrong: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const input = `${a} ${b}`;
        const expected = twMerge(input);
        if (mergeClasses(input) !== expected) wrong.push(`${input} -> ${expected}, not ${mergeClasses(input)}`);
        if (wrong.length > 2000) break;
      }
    }
    // one example per pair of prefixes, to read
    const seen = new Set<string>();
    const examples = wrong.filter((w) => {
      const key = w
        .split(" ")
        .slice(0, 2)
        .map((t) => t.replace(/-[^-]*$/, ""))
        .join(" ");
      return !seen.has(key) && seen.add(key);
    });
    expect(examples.slice(0, 60)).toEqual([]);
  }, 120_000);

  it("on the overrides the components rely on", () => {
    for (const input of [
      "inline-flex size-9 rounded-md px-4 relative size-10 rounded-full",
      "h-9 px-4 py-2 has-[>svg]:px-3 h-10 w-full",
      "text-sm text-muted-foreground text-xs text-foreground",
      "border border-input bg-background shadow-xs hover:bg-accent border-0 bg-transparent shadow-none",
      "p-4 px-2 py-1 p-2",
      "[&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='size-'])]:size-5",
      "focus-visible:ring-2 focus-visible:ring-ring ring-2 ring-background",
      "unknown-class another-one px-2 unknown-class",
      "  spaced   out  ",
    ]) {
      expect(mergeClasses(input), input).toBe(twMerge(input));
    }
  });
});
