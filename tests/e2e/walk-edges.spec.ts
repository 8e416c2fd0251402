import type { APIRequestContext, Page } from "@playwright/test";
import { UNVOTED_MOTION } from "../../lib/db/seed-data";
import { formatInstant } from "../../lib/format-date";
import { createDebate, expect, PASSWORD, registerAccount, signIn, test, unique } from "./fixtures";

// The rough edges a walk of every role found (issue 17), each checked on a phone and on a desktop.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The newest verification link mailed to `email`, whole (token and any `from`). */
async function verificationLink(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const mails = (await res.json()) as { text: string }[];
  const link = mails.map((m) => m.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0]).find(Boolean);
  expect(link, `a verification link in the mail to ${email}`).toBeTruthy();
  return link!;
}

/** A new account, verified through its mailed link, signed in on the page's context. */
async function signInFreshUser(page: Page) {
  const { username, email } = unique("walk");
  const reg = await registerAccount(page.request, { username, email, password: PASSWORD });
  expect(reg.status()).toBe(201);
  const token = new URL(await verificationLink(page.request, email)).searchParams.get("token")!;
  expect((await page.request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  await signIn(page, username, PASSWORD);
  return username;
}

async function firstActiveDebatePath(request: APIRequestContext) {
  const debates = (await (await request.get("/api/debates")).json()) as { id: number }[];
  return `/debate/${debates[0].id}`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`the walk's rough edges at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("registering from a debate's vote widget, verifying by the mailed link and logging in returns to the debate", async ({
      page,
    }) => {
      const path = await firstActiveDebatePath(page.request);
      const from = encodeURIComponent(path);
      await page.goto(path);
      await page
        .getByRole("status")
        .filter({ hasText: "Login Required to Vote" })
        .getByRole("link", { name: "Create Account" })
        .click();
      await page.waitForURL(`**/register?from=${from}`);
      const { username, email } = unique("back");
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create Account" }).click();
      // demo mode: the toast's mailbox address is a link
      await expect(page.getByRole("link", { name: "/dev/mailbox", exact: true })).toHaveAttribute(
        "href",
        "/dev/mailbox",
      );
      await page.waitForURL(`**/verify-email?from=${from}`);
      const first = await verificationLink(page.request, email);
      expect(new URL(first).searchParams.get("from")).toBe(path);

      // a resent verification mail keeps the way back too (its link replaces the first one)
      page.once("dialog", (dialog) => void dialog.accept(email));
      await page.getByRole("button", { name: "Resend Verification Email" }).click();
      await expect(page.getByText("Verification Email Sent", { exact: true })).toBeVisible();
      const link = await verificationLink(page.request, email);
      expect(link).not.toBe(first);
      expect(new URL(link).searchParams.get("from")).toBe(path);
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
      await page.waitForURL(`**/login?from=${from}`);
      await page.getByLabel("Email or Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole("group", { name: "Cast your vote" })).toBeVisible();
    });

    test("staff feature, unfeature and restore a debate from its page; users and visitors see none of it", async ({
      page,
      browser,
    }) => {
      await signIn(page, "demo_moderator");
      const path = await createDebate(page.request, "staff");
      const api = path.replace("/debate/", "/api/debates/");
      await page.goto(path);
      const staff = page.getByRole("region", { name: "Staff actions" });
      const dialog = page.getByRole("alertdialog");

      await staff.getByRole("button", { name: "Feature", exact: true }).click();
      await expect(dialog).toContainText("Feature this debate?");
      await dialog.getByRole("button", { name: "Feature", exact: true }).click();
      await expect(page.getByText("Debate featured", { exact: true })).toBeVisible();
      await expect(staff.getByRole("button", { name: "Unfeature" })).toBeVisible();
      expect(((await (await page.request.get(api)).json()) as { isFeatured: boolean }).isFeatured).toBe(true);

      await staff.getByRole("button", { name: "Unfeature" }).click();
      await dialog.getByRole("button", { name: "Unfeature" }).click();
      await expect(page.getByText("Debate unfeatured", { exact: true })).toBeVisible();
      await expect(staff.getByRole("button", { name: "Feature", exact: true })).toBeVisible();
      expect(((await (await page.request.get(api)).json()) as { isFeatured: boolean }).isFeatured).toBe(false);

      // a taken-down debate: the staff view offers Restore, and not Feature, which the server refuses (issue 34 item 9)
      await expect(staff.getByRole("button", { name: "Restore" })).toHaveCount(0);
      expect((await page.request.patch(api, { data: { isActive: false } })).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole("alert").filter({ hasText: "Taken down" })).toBeVisible();
      await expect(staff.getByRole("button", { name: "Restore" })).toBeVisible();
      await expect(staff.getByRole("button", { name: "Feature", exact: true })).toHaveCount(0);
      const refused = await page.request.patch(api, { data: { isFeatured: true } });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({ code: "CONFLICT" });
      await staff.getByRole("button", { name: "Restore" }).click();
      await expect(dialog).toContainText("Restore this debate?");
      await dialog.getByRole("button", { name: "Restore" }).click();
      await expect(page.getByText("Debate restored", { exact: true })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Taken down" })).toHaveCount(0);
      await expect(staff.getByRole("button", { name: "Restore" })).toHaveCount(0);
      expect(((await (await page.request.get(api)).json()) as { isActive: boolean }).isActive).toBe(true);

      for (const who of [null, "demo_user"]) {
        const context = await browser.newContext({ viewport });
        const other = await context.newPage();
        if (who) await signIn(other, who);
        await other.goto(path);
        await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(other.getByRole("region", { name: "Staff actions" })).toHaveCount(0);
        await expect(other.getByRole("button", { name: /^(Feature|Unfeature|Restore)$/ })).toHaveCount(0);
        await context.close();
      }
    });

    test("the Comments tab's count follows a post and a delete without a reload", async ({ page }) => {
      await signIn(page, "demo_plus");
      await page.goto(`${await createDebate(page.request, "comments")}#comments`);
      const tab = page.getByRole("tab", { name: /^Comments/ });
      await expect(tab).toHaveText("Comments (0)");
      const text = `Counted comment ${Date.now().toString(36)}`;
      await page.getByRole("textbox", { name: "Add a comment" }).fill(text);
      await page.getByRole("button", { name: "Post", exact: true }).click();
      await expect(page.getByText("Comment posted!", { exact: true })).toBeVisible();
      await expect(tab).toHaveText("Comments (1)");

      const comment = page.locator('[id^="comment-"]').filter({ hasText: text });
      await comment.getByRole("button", { name: "Comment actions" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Comment deleted!", { exact: true })).toBeVisible();
      await expect(tab).toHaveText("Comments (0)");
    });

    test("reporting the same debate twice says the second time that it was already reported", async ({ page }) => {
      await signIn(page, "demo_user");
      await page.goto(await createDebate(page.request, "report"));
      for (const toast of ["Report submitted", "Already reported"]) {
        await page.getByRole("tabpanel").getByRole("button", { name: "Report" }).click();
        const dialog = page.getByRole("dialog", { name: "Report Content" });
        await dialog.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Spam or advertising" });
        await dialog.getByRole("button", { name: "Submit Report" }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(toast, { exact: true })).toBeVisible();
      }
      await expect(
        page.getByText("You have already reported this. Our moderation team will review it soon.", { exact: true }),
      ).toBeVisible();
    });

    test("the header search keeps the chosen category", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Sports", exact: true }).click();
      await expect(page).toHaveURL(/\/\?category=sports$/);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("searchbox", { name: "Search debates" }).fill("mars");
      await page.getByRole("searchbox", { name: "Search debates" }).press("Enter");
      // the only debate about Mars is in Science: within Sports there is none
      await expect(page.getByText(/Search results for “mars” in Sports · 0 found/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Sports", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("article").filter({ hasText: "Mars" })).toHaveCount(0);
      await expect(page).toHaveURL(/\/\?category=sports$/);
    });

    test("after voting with the keyboard, focus is on the thank-you message", async ({ page }) => {
      await signInFreshUser(page);
      // a debate of this test's own: a ballot on the newest debate would land in another test's exact counts
      await page.goto(await createDebate(page.request, "keys"));
      const voteA = page.getByRole("group", { name: "Cast your vote" }).getByRole("button", { name: /^Vote A: / });
      await voteA.focus();
      await page.keyboard.press("Enter");
      const thanks = page.getByRole("status").filter({ hasText: "Thank you for voting!" });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
    });

    test("an ended debate nobody voted on says no votes were cast: no trophy, no tie, no 0% bars", async ({ page }) => {
      await page.goto("/?search=flowers&tab=past");
      const card = page.getByRole("article").filter({ hasText: UNVOTED_MOTION });
      await expect(card).toHaveCount(1);
      await expect(card.getByText("0 votes", { exact: true })).toBeVisible();
      await expect(card.locator("svg.lucide-trophy")).toHaveCount(0);
      await expect(card.getByText("It's a tie!")).toHaveCount(0);

      await card.getByRole("link", { name: "View Results" }).click();
      await expect(page.getByRole("heading", { level: 1, name: UNVOTED_MOTION })).toBeVisible();
      const results = page.locator('[aria-label="Results"]');
      await expect(results.getByText("Voting has ended. No votes were cast.", { exact: true })).toBeVisible();
      await expect(results.getByText(/\d+%/)).toHaveCount(0);
      await expect(results.locator('[role="presentation"]')).toHaveCount(0);
      await expect(page.getByText("It's a tie!")).toHaveCount(0);
      await expect(page.locator("main svg.lucide-trophy")).toHaveCount(0);
    });

    test("the inbox fits the screen: no sideways scroll, subjects and delete buttons in view", async ({
      page,
      browser,
    }) => {
      const subject = `A rather long announcement subject about the maintenance window ${Date.now().toString(36)}`;
      const staff = await browser.newContext();
      const moderator = await staff.newPage();
      await signIn(moderator, "demo_moderator");
      const sent = await moderator.request.post("/api/messages/mass", {
        data: { subject, content: "The site will be read-only tonight." },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await staff.close();

      await signIn(page, "demo_user");
      await page.goto("/inbox");
      const item = page.getByRole("button", { name: new RegExp(`^${subject}`) });
      await expect(item).toBeVisible();
      await expect(item).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("button", { name: `Delete message: ${subject}` })).toBeInViewport({ ratio: 1 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
    test("the development mailbox offers a product mail's one-click List-Unsubscribe as a button", async ({
      page,
      browser,
    }) => {
      await signInFreshUser(page);
      const { email } = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
      const staff = await browser.newContext();
      const moderator = await staff.newPage();
      await signIn(moderator, "demo_moderator");
      const subject = `One-click check ${Date.now().toString(36)}`;
      expect(
        (
          await moderator.request.post("/api/messages/mass", {
            data: { subject, content: "Product mail, with its unsubscribe header." },
          })
        ).status(),
      ).toBe(201);
      await staff.close();
      // the announcement mail goes out after the answer
      await expect
        .poll(async () =>
          (
            (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
              subject: string;
            }[]
          ).map((m) => m.subject),
        )
        .toContain(`Announcement: ${subject}`);

      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      const announcement = page.getByRole("listitem").filter({ hasText: `Announcement: ${subject}` });
      const verification = page.getByRole("listitem").filter({ hasText: "Verify your email" });
      await expect(verification.getByRole("button", { name: "Unsubscribe (one click)" })).toHaveCount(0);
      await announcement.getByRole("button", { name: "Unsubscribe (one click)" }).click();
      await expect(
        page.getByText("You have been unsubscribed from People's Verdict emails.", { exact: true }),
      ).toBeVisible();
      await expect(announcement.getByRole("button", { name: "Unsubscribed" })).toBeDisabled();
    });

    test("the category chips stay on one line; the moderation tabs show that they scroll; admin search hides empty groups", async ({
      page,
    }) => {
      await page.goto("/");
      const all = page.getByRole("button", { name: "All Debates" });
      await expect(all).toBeVisible();
      expect(
        await all.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1),
      ).toBe(true);

      await signIn(page, "demo_admin");
      await page.goto("/moderation");
      const strip = page.getByRole("tablist", { name: "Moderation sections" });
      const scrolls = await strip.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(viewport.width < 600);
      await expect(page.getByTestId("tabs-more-before")).toHaveCount(0);
      await expect(page.getByTestId("tabs-more-after")).toHaveCount(scrolls ? 1 : 0);
      // the keyboard walks the strip: End brings the last tab into view, and the hint turns around
      await page.getByRole("tab", { name: /^Reports/ }).focus();
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "Create Action" })).toBeFocused();
      await expect(page.getByRole("tab", { name: "Create Action" })).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId("tabs-more-after")).toHaveCount(0);
      await expect(page.getByTestId("tabs-more-before")).toHaveCount(scrolls ? 1 : 0);

      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 2, name: /^Donater/ })).toBeVisible();
      await expect(page.locator('section[aria-labelledby^="section-"]')).toHaveCount(6);
      await page.getByLabel("Search users").fill("demo_plus");
      await page.getByLabel("Search users").press("Enter");
      await expect(page.getByRole("list", { name: "PV+ users" })).toContainText("demo_plus");
      const sections = page.locator('section[aria-labelledby^="section-"]');
      await expect(sections).toHaveCount(1);
      await expect(page.getByText(/^No .* users$/)).toHaveCount(0);
      await page.getByLabel("Search users").fill("zz_nobody_zz");
      await page.getByLabel("Search users").press("Enter");
      await expect(page.getByText("No users found", { exact: true })).toBeVisible();
      await expect(sections).toHaveCount(0);
    });

    test("the actions log names users, '[deleted user]' once deleted, and user search finds deleted accounts by that name", async ({
      page,
    }) => {
      const username = await signInFreshUser(page);
      const { id } = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
      const gone = await signInFreshUser(page);
      const goneId = ((await (await page.request.get("/api/auth/user")).json()) as { id: number }).id;
      await signIn(page, "demo_moderator");
      const warned = await page.request.post("/api/moderation/actions", {
        data: { targetType: "user", targetId: id, action: "warn", reason: `E2E warn ${id}` },
      });
      expect(warned.status(), await warned.text()).toBe(201);
      const deleted = await page.request.post(`/api/admin/users/${goneId}/delete`, {
        data: { reason: `E2E delete ${goneId}` },
      });
      expect(deleted.status(), await deleted.text()).toBe(200);

      await page.goto("/moderation");
      await page.getByRole("tab", { name: "Actions" }).click();
      const log = page.getByRole("list", { name: "Moderation actions" });
      await expect(log.getByRole("listitem").filter({ hasText: `E2E warn ${id}` })).toContainText(`User: ${username}`);
      const deletion = log.getByRole("listitem").filter({ hasText: `E2E delete ${goneId}` });
      await expect(deletion).toContainText("User: [deleted user]");
      await expect(deletion).not.toContainText(gone);
      await expect(log).not.toContainText(`User #${id}`);

      await page.getByRole("tab", { name: "User Management" }).click();
      await page.getByLabel("Search users").fill("[deleted user]");
      await page.getByLabel("Search users").press("Enter");
      await expect(
        page.getByRole("list", { name: "Users" }).getByRole("listitem", { name: "[deleted user]" }).first(),
      ).toBeVisible();
    });

    test("a suspended member's login message gives the end in their own time zone, named", async ({
      page,
      browser,
    }) => {
      const username = await signInFreshUser(page);
      const { id } = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
      await signIn(page, "demo_moderator");
      const res = await page.request.post(`/api/admin/users/${id}/suspend`, {
        data: { duration: 6, reason: "E2E: time zones" },
      });
      expect(res.status(), await res.text()).toBe(200);
      const { suspendedUntil } = ((await res.json()) as { user: { suspendedUntil: string } }).user;

      // a reader in Tokyo (UTC+9, no summer time); the refused login logs its 403, so not the fixture's page
      const tokyo = await browser.newContext({ viewport, timezoneId: "Asia/Tokyo" });
      const reader = await tokyo.newPage();
      await reader.goto("/login");
      await reader.getByLabel("Email or Username").fill(username);
      await reader.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await reader.getByRole("button", { name: "Sign In", exact: true }).click();
      const expected = formatInstant(suspendedUntil, "Asia/Tokyo");
      expect(expected).toMatch(/GMT\+9$/);
      await expect(reader.getByText(`Your account is suspended until ${expected}.`, { exact: true })).toBeVisible();
      await tokyo.close();
    });
  });
}
