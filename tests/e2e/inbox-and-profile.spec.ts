import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";

const unreadBadge = (page: Page) => page.getByTestId("inbox-unread");
const unreadCount = async (page: Page) =>
  (await unreadBadge(page).count()) ? Number((await unreadBadge(page).innerText()).match(/\d+/)![0]) : 0;

test.describe("inbox and public profile", () => {
  test("an announcement from demo_moderator reaches demo_user, who opens and deletes it", async ({ page, browser }) => {
    const subject = `Maintenance window ${Date.now().toString(36)}`;
    await signIn(page, "demo_moderator");
    await page.goto("/inbox");
    await page.getByRole("button", { name: "Send Announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Announcement" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please fill in all fields.").first()).toBeVisible();
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Message").fill("The site will be read-only for ten minutes tonight.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Announcement Sent", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const context = await browser.newContext();
    const user = await context.newPage();
    await signIn(user, "demo_user");
    await user.goto("/inbox");
    await expect(user.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(user.getByRole("button", { name: "Send Announcement" })).toHaveCount(0);
    const item = user.getByRole("button", { name: new RegExp(`^${subject}`) });
    await expect(item).toContainText("(unread)");
    const before = await unreadCount(user);
    expect(before).toBeGreaterThan(0);

    await item.click();
    await expect(user.getByRole("heading", { level: 2, name: subject })).toBeVisible();
    await expect(user.getByRole("article")).toContainText("Announcement");
    await expect(user.getByRole("article")).toContainText("demo_moderator");
    await expect(item).not.toContainText("(unread)");
    await expect.poll(() => unreadCount(user)).toBe(before - 1);

    await user.getByRole("button", { name: `Delete message: ${subject}` }).click();
    await expect(item).toHaveCount(0);
    const { email, id } = (await (await user.request.get("/api/auth/user")).json()) as { email: string; id: number };
    await expect
      .poll(async () => {
        const mails = (await (await user.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        return mails.find((m) => m.subject === `Announcement: ${subject}`)?.text ?? "";
      })
      .toContain(`/unsubscribe?u=${id}&sig=`);
    await user.reload();
    await expect(user.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(user.getByText(subject)).toHaveCount(0);
    await context.close();
  });

  test("demo_user's public page shows the voting history, with the side only to demo_user", async ({
    page,
    browser,
  }) => {
    await signIn(page, "demo_user");
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
    const debates = (await (await page.request.get("/api/debates")).json()) as { id: number; title: string }[];
    const debate = debates[debates.length - 1];
    const vote = await page.request.post("/api/votes", { data: { debateId: debate.id, position: "B" } });
    expect([201, 409]).toContain(vote.status());

    await page.goto(`/users/${me.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "demo_user" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(debate.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
    ).toContainText("You voted:");

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/users/${me.id}`);
    await expect(visitor.getByRole("heading", { level: 2, name: "Voting History" })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 3, name: debate.title })).toBeVisible();
    await expect(visitor.getByText("You voted:")).toHaveCount(0);
    await visitor.getByLabel("Search voting history by debate title").fill("zzzz-no-such-debate");
    await visitor.getByLabel("Search voting history by debate title").press("Enter");
    await expect(visitor.getByText(/No votes on debates matching/)).toBeVisible();
    await context.close();
  });

  test("an unknown user shows 'User Not Found'", async ({ page }) => {
    await page.goto("/users/99999999");
    await expect(page.getByRole("heading", { name: "User Not Found" })).toBeVisible();
  });
});
