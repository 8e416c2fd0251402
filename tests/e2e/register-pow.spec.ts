import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { contextPage, expect, PASSWORD, test, unique } from "./fixtures";

// Issue 25 item 3: /register's proof of work, done by keyboard (docs/decisions/0016-proof-of-work.md).

/** Presses Tab until the field with this id has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

async function fillByKeyboard(page: Page, username: string, email: string) {
  await tabTo(page, "username");
  await page.keyboard.type(username);
  await tabTo(page, "email");
  await page.keyboard.type(email);
  await tabTo(page, "password");
  await page.keyboard.type(PASSWORD);
  await tabTo(page, "confirmPassword");
  await page.keyboard.type(PASSWORD);
}

test("/register by keyboard: the security check runs as the page loads, is announced, and the account is created", async ({
  page,
}) => {
  const { username, email } = unique("kbd");
  await page.goto("/register");
  const status = page.getByRole("status").filter({ hasText: /Security check/ });
  await expect(status).toHaveText(/^Security check (running|done)/);
  await fillByKeyboard(page, username, email);
  // a polite live region: read out when it changes, without moving the focus
  await expect(status).toHaveText("Security check done.");
  await expect(status).toHaveAttribute("data-state", "ready");
  await expect(page.locator("#confirmPassword")).toBeFocused();
  const found: string[] = [];
  await axe(page, "/register, security check done", found);
  expect(found).toEqual([]);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/verify-email");
  const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
  }[];
  expect(mails.map((m) => m.subject)).toContain("Verify your email for People's Verdict");
});

test("/register: a refused solution says what to do, a new one is solved, and pressing Enter again creates the account", async ({
  browser,
}) => {
  // its console is not checked: the refused call logs its 400
  const { page, close } = await contextPage(browser);
  const { username, email } = unique("kbr");
  let refused = 0;
  // the server's answer to an expired solution, once (the server's own refusals: auth-register-pow.test.ts)
  await page.route("**/api/auth/register", async (route) => {
    if (refused++ > 0) return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "The security check has expired. Solve a new challenge and try again.",
        code: "CHALLENGE_FAILED",
      }),
    });
  });
  await page.goto("/register");
  await fillByKeyboard(page, username, email);
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: /security check/i });
  await expect(status).toHaveText("Security check done. Press Create Account again.");
  const found: string[] = [];
  await axe(page, "/register, after a refused solution", found);
  expect(found).toEqual([]);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/verify-email");
  expect(refused).toBe(2);
  await close();
});

test("a visitor's pages load no part of the solver and ask for no challenge", async ({ page }) => {
  const asked: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/auth/challenge")) asked.push(req.url());
  });
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
  });
  const [debate] = (await (await page.request.get("/api/debates?limit=1")).json()) as { id: number }[];
  for (const path of ["/", `/debate/${debate.id}`, "/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(asked).toEqual([]);
  // altcha-lib's browser key derivation names its algorithm; no script of these pages has it
  for (const text of await Promise.all(scripts)) expect(text).not.toContain("PBKDF2/SHA-");
});
