import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// How the end-to-end tests run axe-core (tests/e2e/accessibility.spec.ts): WCAG 2.0/2.1 A and AA, 2.2 AA.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
type Theme = "light" | "dark";

/** Waits until the page is still: web fonts loaded and no CSS transition (a theme switch fades colours) running. */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
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
    .withTags(TAGS)
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
}
