import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createRequire } from "node:module";

// How the end-to-end tests run axe-core (accessibility.spec.ts, and markup.teardown.ts on every page the suite
// visits): every rule of a WCAG 2.x level A or AA success criterion (tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22a,
// wcag22aa), the experimental ones included (label-content-name-mismatch, p-as-heading, table-fake-caption,
// td-has-header, css-orientation-lock), which a run by tags leaves out. Listed from the very axe-core that
// @axe-core/playwright injects (its own dependency, so the ids are the ones it knows). Not run: the best practices,
// AAA, and the rules of the obsolete 4.1.1 (duplicate ids), whose markup the Nu HTML Checker reports.
const require = createRequire(import.meta.url);
const axeCore = createRequire(require.resolve("@axe-core/playwright"))("axe-core") as {
  getRules: () => { ruleId: string; tags: string[] }[];
};
const WCAG_RULES = axeCore
  .getRules()
  .filter((rule) => rule.tags.some((tag) => /^wcag2\d?a{1,2}$/.test(tag)))
  .map((rule) => rule.ruleId);
type Theme = "light" | "dark";

/**
 * Waits until the page is still: web fonts loaded, no CSS transition (a theme switch fades colours) and no finite CSS
 * animation (a toast fading in) running; endless ones (a skeleton's pulse, a spinner) never end, so they do not count.
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            (a instanceof CSSAnimation && a.effect?.getComputedTiming().iterations === Infinity),
        ),
    undefined,
    { polling: 50 },
  );
}

/** Switches the loaded page to `theme` as the app does when the choice changes in another tab. */
export async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    localStorage.setItem("theme", t);
    document.documentElement.classList.toggle("dark", t === "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: t, storageArea: localStorage }));
  }, theme);
}

export async function axe(page: Page, where: string, found: string[]) {
  // legacy mode: axe runs in the page itself (the default opens a blank page per run to merge per-frame results, and
  // the embeds are excluded anyway); only violations are collected in full
  // (options first: it replaces what withTags sets)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withRules(WCAG_RULES)
    .exclude("iframe")
    .setLegacyMode(true)
    .analyze();
  for (const v of violations) {
    const nodes = v.nodes
      .slice(0, 4)
      .map(
        (n) =>
          `${n.target.join(" ")}${n.failureSummary ? ` [${n.failureSummary.split("\n").slice(1).join(" ").trim()}]` : ""}`,
      );
    found.push(
      `${where} → ${page.url().replace(/^https?:\/\/[^/]+/, "")}: ${v.id} (${v.impact}) ${v.help}\n      ${nodes.join("\n      ")}`,
    );
  }
  for (const problem of await labelInName(page)) {
    found.push(`${where} → ${page.url().replace(/^https?:\/\/[^/]+/, "")}: label-in-name-start ${problem}`);
  }
}

/**
 * WCAG 2.5.3 (label in name), as the People's Verdict pages keep it: a control named by aria-label or aria-labelledby
 * whose visible text is a label starts its name with that text ("Take Down" → "Take down debate #3 (report #5)"), so
 * a person who says what they see reaches it. axe's label-content-name-mismatch asks only that the name contain it.
 * Comboboxes are left out: what they show is their value, not their label.
 */
async function labelInName(page: Page) {
  return page.evaluate(() => {
    const WIDGETS =
      "button, a[href], summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemcheckbox], " +
      "[role=menuitemradio], [role=option], [role=checkbox], [role=radio], [role=switch]";
    const words = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    // shown to the eye: rendered, not clipped to a pixel (the sr-only texts), not hidden
    const seen = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && rect.width > 1 && rect.height > 1;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll(WIDGETS)) {
      if (el.getAttribute("role") === "combobox" || !seen(el)) continue;
      const labelledBy = el.getAttribute("aria-labelledby");
      const label = el.getAttribute("aria-label");
      if (!labelledBy && !label) continue;
      const name = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : label!;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const visible: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && seen(node.parentElement)) visible.push(node.textContent ?? "");
      }
      const text = words(visible.join(" "));
      // a lone letter or a symbol is no label (axe's isHumanInterpretable alike)
      if (!text || (text.length === 1 && !/\d/.test(text))) continue;
      if (!words(name).startsWith(text)) {
        found.push(`"${visible.join(" ").trim()}" does not start the name "${name}": ${el.outerHTML.slice(0, 160)}`);
      }
    }
    return found;
  });
}
