import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "DemoPass123";
/** The password of every account a test registers. */
export const PASSWORD = "E2ePassword1";

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
 * Opens the header menu with one press, as a person would, even before the page has hydrated (the press is kept and
 * the menu opens once the scripts have arrived: components/shell/early-menu-press.ts).
 */
export async function openMenu(page: Page) {
  await page.getByRole("button", { name: /^Open menu/ }).click();
  await expect(page.getByRole("menu")).toBeVisible({ timeout: 15_000 });
}

let made = 0;
/** A username (at most 20 characters) and address no other test, run or worker uses. */
export function unique(prefix: string) {
  made += 1;
  const username = `${prefix}_${Date.now().toString(36)}${made}${Math.floor(Math.random() * 100)}`.slice(0, 20);
  return { username, email: `${username}@example.com` };
}

/** A registered account, verified through the token mailed to it (the development mailbox): its username. */
export async function newMember(request: APIRequestContext, prefix: string) {
  const { username, email } = unique(prefix);
  const registered = await request.post("/api/auth/register", {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const token = mails.map((m) => m.text.match(/verify-email\?token=([\w-]+)/)?.[1]).find(Boolean);
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  return username;
}

/**
 * A page in a browser context of its own (another person, or the same one on another device), optionally at a phone's
 * width and in the dark theme. Its console is not checked: it may be signed out or fail a login on purpose.
 */
export async function contextPage(browser: Browser, opts: { width?: number; dark?: boolean } = {}) {
  const context = await browser.newContext(opts.width ? { viewport: { width: opts.width, height: 844 } } : {});
  const page = await context.newPage();
  if (opts.dark) await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  return { page, close: () => context.close() };
}
