import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, type Browser, type Page, type TestInfo } from "@playwright/test";

// Every page the suite visits is kept as the browser has it once hydrated (its DOM, serialised), for the checks that
// run after the suite (markup.teardown.ts): the Nu HTML Checker on each distinct document, axe on each distinct
// document at the width it was seen. Kept under test-results/markup (emptied at the start of each run). Only in the
// projects whose metadata asks for it (playwright.config.ts; the next-start pass serves the same bytes).

/** One visited state of a page, as markup.teardown.ts reads it back from index-*.jsonl. */
export type Visit = {
  /** the document's file: <hash>.html beside the index */
  file: string;
  url: string;
  viewport: { width: number; height: number } | null;
  /** whether the teardown runs axe on it (the accessibility spec runs axe on its own pages, in place, both themes) */
  axe: boolean;
  test: string;
};

export const markupDir = (info: Pick<TestInfo, "project">) => path.join(info.project.outputDir, "markup");

/**
 * Waits (in the page) until it is loaded and hydrated, then gives its markup. Taken at once: the test goes on meanwhile
 * (a menu it opens a moment later is its own state, not the page's).
 */
async function snapshot(page: Page) {
  return page.evaluate(async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const start = performance.now();
    // loaded, and hydrated: React marks each element it has hydrated with a __reactFiber$ key (the root layout's body
    // among the first); a boundary still waiting for its chunk keeps the server's markup, which is what is shown
    // (a document without scripts, /api/docs, is ready once loaded)
    const ready = () =>
      document.readyState === "complete" &&
      (document.scripts.length === 0 || Object.keys(document.body ?? {}).some((k) => k.startsWith("__reactFiber")));
    // each address a document shows is taken once: the first call claims it (the router's replaceState after
    // hydration, or the load event after the navigation, then find it taken); a document that has been taken before
    // shows a new address only by a client-side navigation
    const marked = window as unknown as { __markupTaken?: string };
    if (marked.__markupTaken === location.href) return null;
    const clientNavigation = marked.__markupTaken !== undefined;
    marked.__markupTaken = location.href;
    while (performance.now() - start < 10_000 && !ready()) await sleep(20);
    // the effects of the first render (the stored theme, the ids of the lazy parts) run right after it
    await sleep(0);
    if (clientNavigation) {
      // a client-side navigation: the address changes first, the new route renders after, and its <head> tags
      // (streamed metadata) after that; taken once the DOM has been still for 200 ms with a title in place (at most
      // 10 s from here, however long the render took under load: a page still without one then is reported)
      const settling = performance.now();
      let last = settling;
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      while ((performance.now() - last < 200 || !document.title) && performance.now() - settling < 10_000)
        await sleep(20);
      observer.disconnect();
    }
    const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : "";
    return { url: location.href, html: `${doctype}\n${document.documentElement.outerHTML}` };
  });
}

/**
 * Keeps each page `page` shows, once hydrated: every document it loads and every client-side navigation. Call the
 * returned function when the test ends: it waits for the snapshots still being taken. `axe: false` for pages whose
 * test runs axe on them itself.
 */
export function watchMarkup(page: Page, { axe = true }: { axe?: boolean } = {}): () => Promise<void> {
  const info = test.info();
  if (!info.project.metadata?.markup) return async () => undefined;
  const watching = watched.get(page);
  if (watching) return watching;
  const dir = markupDir(info);
  mkdirSync(dir, { recursive: true });
  const pending = new Set<Promise<void>>();
  const take = () => {
    const viewport = page.viewportSize();
    const job = snapshot(page)
      .then((taken) => {
        if (!taken || !/^https?:/.test(taken.url)) return;
        const { url, html } = taken;
        // the same document seen twice is checked once: its hash leaves out what changes with every response
        // (script bodies: the RSC payload; the CSP nonce)
        const key = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script>").replace(/ nonce="[^"]*"/g, "");
        const file = `${createHash("sha1").update(key).digest("hex")}.html`;
        writeFileSync(path.join(dir, file), html, { flag: "w" });
        const visit: Visit = { file, url, viewport, axe, test: info.titlePath.slice(1).join(" › ") };
        appendFileSync(path.join(dir, `index-${info.parallelIndex}.jsonl`), `${JSON.stringify(visit)}\n`);
      })
      // the page moved on (or closed) before it settled: the next state is taken instead
      .catch(() => undefined);
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) take();
  });
  page.on("load", take);
  // every snapshot still being taken (at most 15 s in all); once
  let finished: Promise<void> | undefined;
  const finish = () =>
    (finished ??= (async () => {
      const deadline = new Promise((resolve) => setTimeout(resolve, 15_000));
      await Promise.race([Promise.allSettled([...pending]), deadline]);
    })());
  watched.set(page, finish);
  return finish;
}

const watched = new WeakMap<Page, () => Promise<void>>();

/**
 * Watches every page of every context the test opens itself (browser.newContext(): another person, another device):
 * each context's close() first waits for its pages' snapshots. Undone by the returned function, which also waits.
 */
export function watchNewContexts(browser: Browser, opts: { axe: boolean }) {
  const newContext = browser.newContext;
  const finishers: (() => Promise<void>)[] = [];
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    const pages: (() => Promise<void>)[] = [];
    context.on("page", (page) => {
      const finish = watchMarkup(page, opts);
      pages.push(finish);
      finishers.push(finish);
    });
    const close = context.close;
    context.close = async (...closeArgs) => {
      await Promise.all(pages.map((finish) => finish()));
      return close.apply(context, closeArgs);
    };
    return context;
  };
  return async () => {
    browser.newContext = newContext;
    await Promise.all(finishers.map((finish) => finish()));
  };
}
