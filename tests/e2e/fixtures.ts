import { test as base, expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { solveAltcha } from "../fixtures/pow";
import { watchMarkup, watchNewContexts } from "./markup";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "DemoPass123";
/** The password of every account a test registers. */
export const PASSWORD = "E2ePassword1";

// The header polls these while signed in; a test that revokes its own session may race one poll into a 401.
const SESSION_POLLS = ["/api/messages/unread/count", "/api/moderation/reports", "/api/auth/user"];

/**
 * Every page fails its test on a console error, an uncaught exception or a CSP violation; every state it reaches is
 * kept for the Nu HTML Checker and axe (markup.ts, markup.teardown.ts).
 */
export const test = base.extend<{
  page: Page;
  sessionEndsDuringTest: boolean;
  /** false: the test runs axe on its pages itself (the teardown's Nu HTML Checker still reads them) */
  axeAfterSuite: boolean;
  otherContexts: void;
}>({
  sessionEndsDuringTest: [false, { option: true }],
  axeAfterSuite: [true, { option: true }],
  // the contexts a test opens itself are watched as well
  otherContexts: [
    async ({ browser, axeAfterSuite }, provide) => {
      const unwatch = watchNewContexts(browser, { axe: axeAfterSuite });
      await provide();
      await unwatch();
    },
    { auto: true },
  ],
  page: async ({ page, sessionEndsDuringTest, axeAfterSuite }, provide) => {
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
    const markupTaken = watchMarkup(page, { axe: axeAfterSuite });
    await provide(page);
    await markupTaken();
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
  await page.getByRole("button", { name: /Open menu$/ }).click();
  await expect(page.getByRole("menu")).toBeVisible({ timeout: 15_000 });
}

let made = 0;
/** A username (at most 20 characters) and address no other test, run or worker uses. */
export function unique(prefix: string) {
  made += 1;
  const username = `${prefix}_${Date.now().toString(36)}${made}${Math.floor(Math.random() * 100)}`.slice(0, 20);
  return { username, email: `${username}@example.com` };
}

let registrations = 0;
/**
 * The client address the next API registration is sent from: each a loopback address of its own network
 * (127.0.1.2, 127.0.2.2, ...: all of 127/8 is loopback), as the people it stands for would be, so the suite's
 * registrations stay within one address's budget (20 an hour, decisions.md 'Abuse limits') and one network's (60).
 */
function nextClientAddress() {
  registrations += 1;
  return `127.0.${1 + ((registrations + test.info().workerIndex * 97) % 250)}.2`;
}

/**
 * One call to the suite's server from the given loopback address (Playwright's request client cannot choose it), with
 * a session cookie when given; the cookies the answer sets come back as `cookie` (name=value pairs).
 */
export function callFrom(
  localAddress: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; text: string; cookie?: string }> {
  const base = new URL(test.info().project.use.baseURL ?? "http://localhost:3100");
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: base.port,
        path,
        method: data ? "POST" : "GET",
        localAddress,
        headers: {
          ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            cookie: res.headers["set-cookie"]?.map((c) => c.split(";")[0]).join("; "),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

/**
 * POST /api/auth/register as another client of the API would: a challenge from GET /api/auth/challenge, solved
 * (cheaply: the server's POW_COST and POW_MAX_COUNTER in playwright.config.ts), sent as `altcha`.
 */
export async function registerAccount(
  _request: APIRequestContext,
  account: { username: string; email: string; password: string },
  from = nextClientAddress(),
) {
  const challenge = await callFrom(from, "/api/auth/challenge");
  expect(challenge.status, challenge.text).toBe(200);
  const altcha = await solveAltcha(JSON.parse(challenge.text));
  const registered = await callFrom(from, "/api/auth/register", {
    ...account,
    confirmPassword: account.password,
    altcha,
  });
  return { status: () => registered.status, text: () => registered.text };
}

/** A registered account, verified through the token mailed to it (the development mailbox): its username. */
export async function newMember(request: APIRequestContext, prefix: string, from?: string) {
  const { username, email } = unique(prefix);
  const registered = await registerAccount(request, { username, email, password: PASSWORD }, from);
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

/** A fresh open debate, created by whoever is signed in on `request`: its path. */
export async function createDebate(request: APIRequestContext, label: string) {
  const categories = (await (await request.get("/api/categories")).json()) as { id: number }[];
  const res = await request.post("/api/debates", {
    data: {
      title: `Walk ${label} ${Date.now().toString(36)}: should towns plant more trees?`,
      description: "A debate made by the end-to-end walk so that its state belongs to this test and no other one.",
      categoryId: categories[0].id,
      positionATitle: "Plant more",
      positionBTitle: "Plant fewer",
      debateVideo: "https://example.com/videos/walk",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return `/debate/${id}`;
}
