import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

// Issue 11, item 4: axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on every page as a visitor, a user, PV+ and staff, in
// light and dark and at 390 px: 0 violations. To keep the run short, visitors get every page in both themes at desktop
// and at 390 px; each signed-in role gets every page in dark at desktop and in light at 390 px (so every role sees
// both themes and the phone width), from a storage state signed in once per role.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const STATE_DIR = "test-results/a11y-states";
type Role = "visitor" | "demo_user" | "demo_plus" | "demo_admin";
type Theme = "light" | "dark";

let debatePath = "";
let userPath = "";

/** Every page of the site; the debate page is checked on both tabs. */
function pages(): { path: string; then?: (page: Page) => Promise<void>; label?: string }[] {
  return [
    { path: "/" },
    { path: "/?search=compulsory", label: "/ (a search with no active match)" },
    { path: debatePath },
    {
      path: debatePath,
      label: `${debatePath} (Comments tab)`,
      then: async (page) => {
        await page.getByRole("tab", { name: /Comments/ }).click();
        await expect(page.getByRole("tab", { name: /Comments/ })).toHaveAttribute("aria-selected", "true");
      },
    },
    { path: "/login" },
    { path: "/login?from=create-debate" },
    { path: "/register" },
    { path: "/forgot-password" },
    { path: "/verify-email" },
    { path: "/reset-password?token=not-a-real-token" },
    { path: "/inbox" },
    { path: "/settings" },
    { path: userPath },
    { path: "/create" },
    { path: "/moderation" },
    { path: "/admin" },
    { path: "/unsubscribe" },
    { path: "/email-help" },
    { path: "/email-verification-help" },
    { path: "/no-such-page-here" },
  ];
}

async function signedInState(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email or Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const path = `${STATE_DIR}/${username}.json`;
  await context.storageState({ path });
  await context.close();
  return path;
}

test.describe.configure({ mode: "parallel" });

test.beforeAll(async ({ browser, baseURL, request }) => {
  mkdirSync(STATE_DIR, { recursive: true });
  const res = await request.get("/api/debates?limit=1");
  const [debate] = (await res.json()) as { id: number; creatorInfo: { id: number } }[];
  debatePath = `/debate/${debate.id}`;
  userPath = `/users/${debate.creatorInfo.id}`;
  for (const name of ["demo_user", "demo_plus", "demo_admin"]) await signedInState(browser, baseURL!, name);
});

async function check(page: Page, theme: Theme) {
  const found: string[] = [];
  for (const { path, then, label } of pages()) {
    await page.goto(path);
    await page.locator("main").first().waitFor();
    if (then) await then(page);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // let the page settle: fonts, the first polls and the theme's transitions
    await page.waitForTimeout(150);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).exclude("iframe").analyze();
    for (const v of violations) {
      const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}${n.failureSummary ? ` [${n.failureSummary.split("\n").slice(1).join(" ").trim()}]` : ""}`);
      found.push(`${label ?? path} → ${page.url().replace(/^https?:\/\/[^/]+/, "")}: ${v.id} (${v.impact}) ${v.help}\n      ${where.join("\n      ")}`);
    }
  }
  expect(found, found.join("\n")).toEqual([]);
}

const MATRIX: { role: Role; theme: Theme; width?: number }[] = [
  { role: "visitor", theme: "light" },
  { role: "visitor", theme: "dark" },
  { role: "visitor", theme: "light", width: 390 },
  { role: "visitor", theme: "dark", width: 390 },
  { role: "demo_user", theme: "dark" },
  { role: "demo_user", theme: "light", width: 390 },
  { role: "demo_plus", theme: "dark" },
  { role: "demo_plus", theme: "light", width: 390 },
  { role: "demo_admin", theme: "dark" },
  { role: "demo_admin", theme: "light", width: 390 },
];

for (const { role, theme, width } of MATRIX) {
  test(`axe: 0 violations on every page as ${role}, ${theme}${width ? `, ${width} px` : ""}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    // a context of its own (the fixture's page is not used): the role's storage state, the theme before first paint
    const context = await browser.newContext({
      baseURL,
      storageState: role === "visitor" ? undefined : `${STATE_DIR}/${role}.json`,
      ...(width ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const page = await context.newPage();
    try {
      await check(page, theme);
    } finally {
      await context.close();
    }
  });
}
