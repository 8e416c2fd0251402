import type { Page } from "@playwright/test";
import { axe, settle, switchTheme } from "./axe";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

// Issue 11, item 4: axe-core (every WCAG 2.x A/AA rule, axe.ts) on every page as a visitor, a user, PV+ and staff (both
// staff roles), in light and dark, at desktop and at 390 px: 0 violations. The full matrix, kept cheap: one test (one
// context) per role and width, in parallel; each page is loaded once in light, checked, switched to dark in place the
// way the app switches it (the stored 'theme' and the `dark` class on <html>, which the ThemeProvider follows) and
// checked again, with no second load.

const ROLES = ["visitor", "demo_user", "demo_plus", "demo_moderator", "demo_admin"] as const;
const WIDTHS = [undefined, 390] as const;

let debatePath = "";
let userPath = "";
let endedBoardPath = "";

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
    {
      path: "/login?from=create-debate",
      // a visitor's toast comes once the page has hydrated: checked as people see it, after its fade-in (a member is
      // sent on from /login)
      then: async (page) => {
        if (new URL(page.url()).pathname === "/login")
          await expect(page.getByText("Authentication Required").first()).toBeVisible();
      },
    },
    { path: "/register" },
    { path: "/forgot-password" },
    { path: "/verify-email" },
    { path: "/reset-password?token=not-a-real-token" },
    { path: "/inbox" },
    { path: "/settings" },
    { path: userPath },
    { path: `${debatePath}/ballots`, label: `${debatePath}/ballots (an open board)` },
    { path: endedBoardPath, label: `${endedBoardPath} (a closed board: every ballot)` },
    { path: "/create" },
    { path: "/moderation" },
    { path: "/admin" },
    { path: "/unsubscribe" },
    { path: "/appeal" },
    { path: "/email-help" },
    { path: "/email-verification-help" },
    { path: "/transparency" },
    { path: "/no-such-page-here" },
  ];
}

test.describe.configure({ mode: "parallel" });
// these pages are checked with axe here, in place and in both themes; the Nu HTML Checker still reads them after the
// suite (markup.teardown.ts)
test.use({ axeAfterSuite: false });

test.beforeAll(async ({ request }) => {
  const res = await request.get("/api/debates?limit=1");
  const [debate] = (await res.json()) as { id: number; creatorInfo: { id: number } }[];
  debatePath = `/debate/${debate.id}`;
  userPath = `/users/${debate.creatorInfo.id}`;
  const [ended] = (await (await request.get("/api/debates/ended?limit=1")).json()) as { id: number }[];
  endedBoardPath = `/debate/${ended.id}/ballots`;
});

const html = (page: Page) => page.locator("html");
const LIGHT = /^(?!.*\bdark\b)/;
const DARK = /\bdark\b/;

for (const role of ROLES) {
  for (const width of WIDTHS) {
    test(`axe: 0 violations on every page as ${role}, light and dark, ${width ? `${width} px` : "desktop"}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      // a context of its own (the fixture's page is not used): the role's session, light before first paint
      const context = await browser.newContext({
        baseURL,
        ...(width ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {}),
      });
      try {
        if (role !== "visitor") {
          const res = await context.request.post("/api/auth/login", {
            data: { emailOrUsername: role, password: DEMO_PASSWORD },
          });
          expect(res.status(), `signing in ${role}`).toBe(200);
        }
        await context.addInitScript(() => localStorage.setItem("theme", "light"));
        const page = await context.newPage();
        const found: string[] = [];
        // a page that redirects to one already checked (a signed-in user's /login goes home) is not checked twice
        const checked = new Set<string>();
        for (const { path, then, label } of pages()) {
          await page.goto(path);
          await page.locator("main").first().waitFor();
          if (then) await then(page);
          const key = `${page.url()} ${label ?? ""}`;
          if (checked.has(key)) continue;
          checked.add(key);
          await expect(html(page)).toHaveClass(LIGHT);
          await settle(page);
          await axe(page, `${label ?? path} (light)`, found);
          await switchTheme(page, "dark");
          await expect(html(page)).toHaveClass(DARK);
          await settle(page);
          await axe(page, `${label ?? path} (dark)`, found);
        }
        expect(found, found.join("\n")).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test("axe as set up here does report violations, in light and after the switch to dark", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("main").first().waitFor();
    // once React has hydrated <main>: nodes added before that are a hydration mismatch, which React throws away
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__reactFiber")),
    );
    // an image with no text alternative; a button named other than it reads (axe's experimental
    // label-content-name-mismatch, run as well), and one whose name holds what it shows but does not start with it
    // (label-in-name-start, axe.ts); after the switch, grey on grey text as well (axe leaves a lone character
    // undecided, so a few words)
    await page.evaluate(() => {
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "beforeend",
          '<img src="/favicon.ico" width="8" height="8"><p id="canary">A canary paragraph</p>' +
            '<button type="button" aria-label="Open the panel">Close it</button>' +
            '<button type="button" aria-label="Sort debates: Most Recent">Most Recent</button>',
        );
    });
    const CANARIES = ["image-alt", "label-content-name-mismatch", "label-in-name-start", "label-in-name-start"];
    const light: string[] = [];
    await axe(page, "canary (light)", light);
    expect(light.map((f) => f.split(": ")[1].split(" ")[0]).sort()).toEqual(CANARIES);
    await switchTheme(page, "dark");
    await expect(page.locator("html")).toHaveClass(DARK);
    await page.evaluate(() =>
      Object.assign(document.getElementById("canary")!.style, { color: "#777", background: "#888" }),
    );
    await settle(page);
    const dark: string[] = [];
    await axe(page, "canary (dark)", dark);
    expect(dark.map((f) => f.split(": ")[1].split(" ")[0]).sort()).toEqual(["color-contrast", ...CANARIES].sort());
  } finally {
    await context.close();
  }
});
