import { spawn } from "node:child_process";
import pg from "pg";
import type { Browser, Page } from "@playwright/test";
import { contextPage, DEMO_PASSWORD, expect, newMember, PASSWORD, signIn, test } from "./fixtures";
import { e2eDatabaseUrl } from "./database";
import { codeFor } from "./totp";
import { virtualAuthenticator } from "./webauthn";

// Issue 36 item 3 in the browser, with nothing faked: sudo mode asks for a fresh check before a ban (by passkey, and
// by password once the session is 16 minutes old), and staff's rule, on in a server of its own, refuses a moderator
// without a second factor and sends them to set one up (docs/decisions/0024-second-factor.md).

/** A new member made a moderator by demo_admin through the admin API: their username and id. */
async function newModerator(browser: Browser, page: Page, prefix: string) {
  const username = await newMember(page.request, prefix);
  await signIn(page, username, PASSWORD);
  const { id } = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
  await page.request.post("/api/auth/logout");
  const admin = await contextPage(browser);
  try {
    await signIn(admin.page, "demo_admin");
    const granted = await admin.page.request.put(`/api/admin/users/${id}/role`, { data: { role: "moderator" } });
    expect(granted.status(), await granted.text()).toBe(200);
  } finally {
    await admin.close();
  }
  return { username, id };
}

/** The moderator's ban of `target` from the User Management tab, up to the point the server answers: its row. */
async function banFromUsersTab(page: Page, target: string) {
  await page.goto("/moderation");
  await page.getByRole("tab", { name: "User Management" }).click();
  await page.getByLabel("Search users").fill(target);
  await page.getByLabel("Search users").press("Enter");
  const row = page.getByRole("listitem", { name: target, exact: true });
  await row.getByRole("button", { name: "Ban", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Ban ${target}?` });
  await confirm.getByLabel("Reason").fill("E2E: many accounts voting");
  await confirm.getByRole("button", { name: "Ban", exact: true }).click();
  return row;
}

/**
 * A ban sudo mode stops: the dialog it opens, and the check, once the dialog is answered, that the ban went through
 * (the route refused once, then took it).
 */
async function stoppedBan(page: Page, target: string) {
  const answers: number[] = [];
  page.on("response", (res) => {
    if (/\/api\/admin\/users\/\d+\/ban$/.test(new URL(res.url()).pathname)) answers.push(res.status());
  });
  const row = await banFromUsersTab(page, target);
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  const wentThrough = async () => {
    await expect(dialog).toBeHidden();
    await expect(page.getByText("User banned", { exact: true })).toBeVisible();
    await expect(row).toContainText("banned");
    expect(answers).toEqual([403, 200]);
  };
  return { dialog, wentThrough };
}

test.describe("sudo mode", () => {
  test("a moderator who added a passkey after signing in confirms with it before a ban, then the ban goes through", async ({
    browser,
  }) => {
    test.skip(!!e2eDatabaseUrl(), "the same bytes and domain code as the first pass");
    // this page's console is not checked: the refusal that opens the dialog is a 403, which the browser logs
    const { page, close } = await contextPage(browser);
    try {
      const target = await newMember(page.request, "sudotarget");
      const { username } = await newModerator(browser, page, "sudopk");
      await virtualAuthenticator(page);
      await signIn(page, username, PASSWORD);
      // the passkey becomes the account's factor; the password sign-in before it is no check of that factor
      await page.goto("/settings#passkeys");
      await page.getByLabel("Name for a new passkey").fill("Moderation laptop");
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect(page.getByTestId("passkey")).toHaveCount(1);

      const { dialog, wentThrough } = await stoppedBan(page, target);
      // a passkey account is never asked for its password
      await expect(dialog.getByLabel("Password")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Confirm with a passkey" }).click();
      await wentThrough();
    } finally {
      await close();
    }
  });

  test("a moderator's session 16 minutes old: the ban asks for the password, a wrong one is refused, the right one lets it through", async ({
    browser,
  }) => {
    const url = e2eDatabaseUrl();
    test.skip(!url, "the session is aged in the database: PostgreSQL configuration only");
    const { page, close } = await contextPage(browser);
    try {
      const target = await newMember(page.request, "sudotarget");
      const { username, id } = await newModerator(browser, page, "sudopw");
      await signIn(page, username, PASSWORD);
      const client = new pg.Client({ connectionString: url! });
      await client.connect();
      try {
        await client.query(
          "update session set created_at = created_at - interval '16 minutes', sess = sess - 'sudoAt' - 'secondFactorAt' where user_id = $1",
          [id],
        );
      } finally {
        await client.end();
      }

      const sudo = page.waitForResponse((r) => r.url().endsWith("/api/auth/sudo"));
      const { dialog, wentThrough } = await stoppedBan(page, target);
      const password = dialog.getByLabel("Password");
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await password.fill("not the password");
      await dialog.getByRole("button", { name: "Confirm and continue" }).click();
      await expect(dialog.getByText("Password is incorrect")).toBeVisible();
      expect((await sudo).status()).toBe(400);
      await password.fill(PASSWORD);
      await dialog.getByRole("button", { name: "Confirm and continue" }).click();
      await wentThrough();
    } finally {
      await close();
    }
  });
});

/**
 * The built app again by plain `next start`, on the suite's PostgreSQL database, with staff's rule on (the suite's own
 * server runs the demo, where it is off by default).
 */
async function startServerWithStaffRule(databaseUrl: string) {
  const port = Number(process.env.E2E_STAFF_RULE_PORT ?? 3102);
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: baseURL,
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "1",
      REQUIRE_STAFF_SECOND_FACTOR: "1",
      TRUST_PROXY: "1",
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/categories`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`next start on ${port} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: async () => {
      server.kill("SIGTERM");
      await exited;
    },
  };
}

test.describe("staff's rule on", () => {
  test("a moderator without a second factor is refused staff calls, sent to set one up, and let in once it is on", async ({
    browser,
    page,
  }) => {
    const url = e2eDatabaseUrl();
    test.skip(!url, "a second server on the suite's database: PostgreSQL configuration only");
    test.setTimeout(120_000);
    const { username } = await newModerator(browser, page, "rule");
    const strict = await startServerWithStaffRule(url!);
    const context = await browser.newContext({ baseURL: strict.baseURL });
    try {
      const moderator = await context.newPage();
      // signing in still works with the password alone
      await signIn(moderator, username, PASSWORD);
      const refused = await moderator.request.get("/api/moderation/reports");
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("SECOND_FACTOR_REQUIRED");
      await moderator.goto("/moderation");
      await expect(moderator).toHaveURL(/\/settings\?second-factor=required#two-factor$/);
      const panel = moderator.getByTestId("two-factor");
      await expect(panel.getByRole("alert")).toContainText(
        "Staff accounts need two-factor authentication: set it up here to use the moderation and admin pages.",
      );

      await panel.getByRole("button", { name: "Set up two-factor authentication" }).click();
      const key = (await panel.getByTestId("totp-secret").textContent()) ?? "";
      await panel.getByLabel("Authentication code").fill(codeFor(key));
      await panel.getByRole("button", { name: "Turn on" }).click();
      await panel.getByRole("button", { name: "I have saved them" }).click();
      await expect(panel).toContainText("Two-factor authentication is on.");

      expect((await moderator.request.get("/api/moderation/reports")).status()).toBe(200);
      await moderator.goto("/moderation");
      await expect(moderator).toHaveURL(/\/moderation$/);
      await expect(moderator.getByRole("tab", { name: "User Management" })).toBeVisible();
      // the demo's staff without a factor are refused on this server too
      const demo = await context.newPage();
      await signIn(demo, "demo_admin", DEMO_PASSWORD);
      expect((await demo.request.get("/api/admin/categories")).status()).toBe(403);
    } finally {
      await context.close();
      await strict.stop();
    }
  });
});
