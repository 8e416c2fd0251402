import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axe } from "./axe";
import { markupDir, type Visit } from "./markup";

// After the whole suite (the teardown of the markup-setup project, playwright.config.ts): every page state the tests
// reached, as the browser had it once hydrated (markup.ts), is checked by the W3C Nu HTML Checker (vnu.jar: each
// distinct document once, all in one java run) and by axe with every WCAG 2.x A/AA rule (axe.ts: each address once
// per width it was seen at, as it was first seen; the accessibility spec's own visits are left to its axe runs, which
// check every page as each role, at both widths, in place and in both themes). Both must find nothing.

const AXE_SHARDS = 2;
const visits = (): Visit[] => {
  const dir = markupDir(test.info());
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith("index-") && name.endsWith(".jsonl"))
    .flatMap((name) => readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean))
    .map((line) => JSON.parse(line) as Visit);
};
const where = (visit: Visit) => `${visit.url.replace(/^https?:\/\/[^/]+/, "")} (${visit.test})`;

test.describe.configure({ mode: "parallel" });

test("the Nu HTML Checker finds no error on any page the suite visited", async () => {
  test.setTimeout(600_000);
  const all = visits();
  const byFile = new Map<string, Visit>();
  for (const visit of all) if (!byFile.has(visit.file)) byFile.set(visit.file, visit);
  test.info().annotations.push({ type: "checked", description: `${byFile.size} documents (${all.length} visits)` });
  if (byFile.size === 0) return;
  const dir = markupDir(test.info());
  const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
  // one java for every document; .ci/run installs a Debian JRE when there is no java
  const { stdout } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...byFile.keys()],
    { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT")
      throw new Error("no java: apt-get install default-jre-headless (vnu.jar needs Java 11+)");
    throw error;
  });
  const { messages } = JSON.parse(stdout) as {
    messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
    // The one message about bytes, not markup: a browser sniffs a document's encoding from its first 1024 bytes, so
    // <meta charset> must come in them. These documents are serialised DOMs, not the bytes sent: after a client-side
    // navigation React renders the new route's <head> tags after the scripts it keeps, so the serialisation has the
    // charset later; the bytes the server sends have it first (share-tags.spec.ts checks them on every shared page).
    .filter((m) => !/^A “charset” attribute on a “meta” element found after the first 1024 bytes\.$/.test(m.message))
    .map((m) => {
      const visit = byFile.get(path.basename(m.url ?? ""));
      return `${visit ? where(visit) : m.url} line ${m.lastLine}: ${m.message}\n      ${(m.extract ?? "").replace(/\s+/g, " ").slice(0, 240)}`;
    });
  expect(errors, errors.join("\n")).toEqual([]);
});

/** Each address once per width it was seen at, axe on it as it was first seen there. */
async function axeShard(browser: Browser, shard: number) {
  const dir = markupDir(test.info());
  const seen = new Set<string>();
  const mine = visits().filter((visit) => {
    // the same address seen again (another test, another member, a later state) is not checked again: the cost stays
    // about one axe run per address and width (the roles' differences are the accessibility spec's)
    const key = `${visit.url.replace(/#.*/, "")} ${visit.viewport?.width ?? ""}x${visit.viewport?.height ?? ""}`;
    if (!visit.axe || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const found: string[] = [];
  let checked = 0;
  // one page per width, reused: each document is put in place of its URL's answer
  const pages = new Map<string, Page>();
  let html = "";
  try {
    for (const [i, visit] of mine.entries()) {
      if (i % AXE_SHARDS !== shard) continue;
      checked += 1;
      const size = `${visit.viewport?.width ?? ""}x${visit.viewport?.height ?? ""}`;
      let page = pages.get(size);
      if (!page) {
        const context = await browser.newContext(visit.viewport ? { viewport: visit.viewport } : {});
        const origin = new URL(visit.url).origin;
        const newPage = await context.newPage();
        // the kept markup without its scripts, so nothing runs again: the page shows exactly what the test saw, with
        // the site's own styles and fonts (same origin); everything from elsewhere (a video embed) is left out
        await context.route("**/*", (route) => {
          const request = route.request();
          if (request.isNavigationRequest() && request.frame() === newPage.mainFrame())
            return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
          return new URL(request.url()).origin === origin ? route.continue() : route.abort();
        });
        pages.set(size, (page = newPage));
      }
      html = readFileSync(path.join(dir, visit.file), "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      await page.goto(visit.url);
      // an entrance animation caught halfway is shown at its end (its colours are the ones that last)
      await page.addStyleTag({
        content: "*, *::before, *::after { animation: none !important; transition: none !important; }",
      });
      await page.evaluate(() => document.fonts.ready);
      await axe(page, `${visit.test} @ ${visit.viewport?.width ?? "?"} px`, found);
    }
  } finally {
    for (const page of pages.values()) await page.context().close();
  }
  test.info().annotations.push({ type: "checked", description: `${checked} documents` });
  expect(found, found.join("\n")).toEqual([]);
}

for (let shard = 0; shard < AXE_SHARDS; shard += 1) {
  test(`axe (every WCAG 2.x A/AA rule) finds nothing on any page the suite visited, part ${shard + 1} of ${AXE_SHARDS}`, async ({
    browser,
  }) => {
    test.setTimeout(900_000);
    await axeShard(browser, shard);
  });
}
