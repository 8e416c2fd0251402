import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document";
import { referenceHtml } from "./reference-html";

const html = referenceHtml(buildOpenApiDocument() as never);

const hasJava = (() => {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

// GET /api/docs (issue 29 item 1): readable with no script and no other origin, so the CSP stays as strict as it is.
describe("the API reference page", () => {
  it("runs no script and loads nothing from another origin", () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\son\w+=/i);
    expect(html.match(/(?:href|src)="([^"]*)"/g)?.filter((a) => !/^href="(#|\/api\/)/.test(a))).toEqual([]);
  });

  it("has one h1, the landmarks, and a caption and header cells for every table", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="en">/);
    for (const landmark of ["<header>", '<nav aria-label="Areas">', '<main id="main">'])
      expect(html).toContain(landmark);
    const tables = html.match(/<table>/g)?.length ?? 0;
    expect(tables).toBeGreaterThan(100);
    expect(html.match(/<table><caption>/g)).toHaveLength(tables);
    // every operation under its area
    expect(html).toContain('<h3 id="op-post-api-votes">');
  });

  it.skipIf(!hasJava)(
    "is valid HTML by the Nu checker",
    () => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "pv-docs-")), "docs.html");
      writeFileSync(file, html);
      const vnu = createRequire(import.meta.url)("vnu-jar") as string;
      // exits non-zero with the errors on stderr
      execFileSync("java", ["-jar", vnu, "--errors-only", file], { stdio: "pipe" });
    },
    60_000,
  );
});
