import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "DemoPass123";

// The header polls these while signed in; a test that revokes its own session may race one poll into a 401.
const SESSION_POLLS = ["/api/messages/unread/count", "/api/moderation/reports", "/api/auth/user"];

/** Every page fails its test on a console error, an uncaught exception or a CSP violation. */
export const test = base.extend<{ page: Page; sessionEndsDuringTest: boolean }>({
  sessionEndsDuringTest: [false, { option: true }],
  page: async ({ page, sessionEndsDuringTest }, provide) => {
    const problems: string[] = [];
    // a page that answers 404 by design (missing page, missing debate) logs its own status; nothing else may
    const notFoundDocuments = new Set<string>();
    page.on("response", (res) => {
      if (res.status() === 404 && res.request().isNavigationRequest()) notFoundDocuments.add(res.url());
    });
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const url = msg.location().url;
      if (msg.text().startsWith("Failed to load resource") && notFoundDocuments.has(url)) return;
      const polled = SESSION_POLLS.some((path) => new URL(url, "http://x").pathname === path);
      if (sessionEndsDuringTest && polled && msg.text().includes("status of 401")) return;
      problems.push(`console.error: ${msg.text()} (${url})`);
    });
    page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await provide(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/**
 * Opens a session for `username` in the page's context through the API the sign-in form posts to (the form itself is
 * walked in accounts.spec.ts); the page is left where it was, so the caller navigates next.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const res = await page.request.post("/api/auth/login", { data: { emailOrUsername: username, password } });
  expect(res.status(), `signing in ${username}: ${await res.text()}`).toBe(200);
}

/**
 * Opens the header menu. A press that lands before the page has hydrated does nothing (the button is server-rendered
 * and its menu loads on demand), as on a slow phone; so press again until the menu shows, as a person would.
 */
export async function openMenu(page: Page) {
  const button = page.getByRole("button", { name: /^Open menu/ });
  await expect(async () => {
    if (!(await page.getByRole("menu").isVisible())) await button.click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
