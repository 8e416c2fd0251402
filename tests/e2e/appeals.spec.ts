import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { contextPage, expect, newMember, PASSWORD, signIn, test } from "./fixtures";

// Issue 19: a takedown is appealed from the inbox, refused to the moderator who took it, reversed by an admin; the
// debate is back for visitors and the author is told. Fresh accounts (not demo_user) are the authors, so nothing here
// changes what other spec files rely on.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A debate by `author` (signed in on `page`), reported by demo_user; answers its id and title. */
async function reportedDebate(page: Page, browser: Browser) {
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const title = `Appeal check ${Date.now().toString(36)}: is this allowed?`;
  const created = await page.request.post("/api/debates", {
    data: {
      title,
      description: "A debate made by the appeals end-to-end test, to be taken down, appealed and reversed.",
      categoryId: categories[0].id,
      positionATitle: "Allowed",
      positionBTitle: "Not allowed",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const reporter = await contextPage(browser);
  await signIn(reporter.page, "demo_user");
  expect(
    (
      await reporter.page.request.post("/api/moderation/reports", {
        data: { targetType: "debate", targetId: id, reason: "spam" },
      })
    ).status(),
  ).toBe(201);
  await reporter.close();
  return { id, title };
}

/** demo_moderator takes the debate down from the Reports tab. */
async function takeDown(page: Page, title: string) {
  await page.goto("/moderation");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: /Take down/i }).click();
  const dialog = page.getByRole("alertdialog", { name: "Take down this debate?" });
  await dialog.getByLabel("Reason (optional)").fill("E2E: advertising, not a debate");
  await dialog.getByRole("button", { name: "Take Down" }).click();
  await expect(page.getByText("Content taken down", { exact: true })).toBeVisible();
}

async function openAppeals(page: Page) {
  await page.getByRole("tab", { name: "Appeals" }).click();
  await expect(page.getByRole("tab", { name: "Appeals" })).toHaveAttribute("aria-selected", "true");
}

const appealCard = (page: Page, debateId: number) =>
  page
    .getByRole("list", { name: "Appeals" })
    .getByRole("listitem")
    .filter({ hasText: `Takedown of Debate #${debateId}` });

test.describe("appeals", () => {
  test("demo_moderator takes down a debate; its author appeals from the inbox; demo_moderator cannot decide it; demo_admin reverses it", async ({
    page,
    browser,
  }) => {
    const author = await contextPage(browser);
    const username = await newMember(author.page.request, "ap");
    await signIn(author.page, username, PASSWORD);
    const { id, title } = await reportedDebate(author.page, browser);

    await signIn(page, "demo_moderator");
    await takeDown(page, title);

    // the author reads the statement of reasons and appeals from the inbox
    await author.page.goto("/inbox");
    await author.page
      .getByRole("button", { name: /^(?!Delete).*Your debate was taken down/ })
      .first()
      .click();
    const notice = author.page.getByRole("article");
    await expect(notice).toContainText("Rule applied: Spam or advertising");
    await expect(notice).toContainText("Facts given by the moderator: E2E: advertising, not a debate");
    await expect(notice).toContainText("it was not an automated decision");
    await notice.getByRole("button", { name: "Appeal" }).click();
    const dialog = author.page.getByRole("dialog", { name: "Appeal this decision" });
    await dialog
      .getByLabel("Why should this decision change?")
      .fill("It is a real question about the rules, not an advert.");
    await dialog.getByRole("button", { name: "Send appeal" }).click();
    await expect(author.page.getByText("Appeal sent", { exact: true })).toBeVisible();
    await expect(notice.getByTestId("appeal-status")).toHaveText("Pending");
    await expect(notice.getByRole("button", { name: "Appeal" })).toHaveCount(0);

    // the moderator who took it down sees why they cannot decide it
    await page.goto("/moderation");
    await openAppeals(page);
    const modCard = appealCard(page, id);
    await expect(modCard).toContainText("Pending");
    await expect(modCard).toContainText("It is a real question about the rules");
    await expect(modCard).toContainText("You took the original action, so you cannot decide its appeal");
    await expect(modCard.getByRole("button", { name: "Reverse" })).toBeDisabled();
    await expect(modCard.getByRole("button", { name: "Uphold" })).toBeDisabled();

    // demo_admin reverses it, from the keyboard
    const admin = await contextPage(browser);
    await signIn(admin.page, "demo_admin");
    await admin.page.goto("/moderation");
    await openAppeals(admin.page);
    const card = appealCard(admin.page, id);
    await card.getByRole("button", { name: "Reverse" }).focus();
    await admin.page.keyboard.press("Enter");
    const decide = admin.page.getByRole("alertdialog", { name: "Reverse the decision?" });
    await expect(decide.getByRole("button", { name: "Reverse" })).toBeDisabled();
    await decide.getByLabel("Reason").fill("A fair question; the report was mistaken.");
    await decide.getByRole("button", { name: "Reverse" }).click();
    await expect(admin.page.getByText("Decision reversed", { exact: true })).toBeVisible();
    await expect(card).toContainText("Reversed");
    await expect(card).toContainText("A fair question; the report was mistaken.");
    await admin.page.getByRole("tab", { name: "Actions" }).click();
    await expect(
      admin.page
        .getByRole("list", { name: "Moderation actions" })
        .getByRole("listitem")
        .filter({ hasText: `Debate #${id}` })
        .first(),
    ).toContainText("Reversal on appeal");
    await admin.close();

    // the debate is back for visitors (a shared cache may keep an answer up to 5 s)
    const visitor = await contextPage(browser);
    await expect(async () => {
      expect((await visitor.page.goto(`/debate/${id}`))?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // /transparency shows the takedown, appealed and reversed, and names nobody
    const log = visitor.page.getByRole("table", { name: /Takedowns and punishments/ });
    const reversed = log
      .getByRole("row")
      .filter({ hasText: "Takedown" })
      .filter({ hasText: "Spam" })
      .filter({ hasText: "Reversed" });
    await expect(async () => {
      await visitor.page.goto("/transparency");
      await expect(reversed.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(reversed.first().getByRole("cell").nth(4)).toHaveText("Yes");
    const pageText = await visitor.page.getByRole("main").innerText();
    for (const name of [
      title,
      username,
      "demo_user",
      "demo_moderator",
      "demo_admin",
      "E2E: advertising",
      "the report was mistaken",
    ]) {
      expect(pageText).not.toContain(name);
    }
    await visitor.close();

    // and the author's inbox says so
    await author.page.goto("/inbox");
    const told = author.page
      .getByRole("button", { name: /^(?!Delete).*Appeal accepted: the decision was reversed/ })
      .first();
    await expect(told).toBeVisible();
    await told.click();
    await expect(author.page.getByRole("article")).toContainText("A fair question; the report was mistaken.");
    await author.close();
  });

  test("at 390 px in dark mode the appeal page and the Appeals tab fit, work from the keyboard and have no axe violations", async ({
    browser,
  }) => {
    const author = await contextPage(browser, { width: 390, dark: true });
    const username = await newMember(author.page.request, "ap390");
    await signIn(author.page, username, PASSWORD);
    const { title } = await reportedDebate(author.page, browser);
    const moderator = await contextPage(browser);
    await signIn(moderator.page, "demo_moderator");
    await takeDown(moderator.page, title);
    await moderator.close();

    // the notice's link leads to the appeal page (signed in)
    const inbox = (await (await author.page.request.get("/api/messages")).json()) as {
      actionId: number | null;
      subject: string;
    }[];
    const actionId = inbox.find((m) => m.subject === "Your debate was taken down")!.actionId!;
    await author.page.goto(`/appeal?action=${actionId}`);
    await expect(author.page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(author.page.getByRole("heading", { level: 1, name: "Appeal a decision" })).toBeVisible();
    await expect(author.page.getByText("Spam or advertising (the reason given in the report)")).toBeVisible();
    await expectFitsAndPasses(author.page, "appeal page");
    await author.page.getByLabel("Why should this decision change?").focus();
    await author.page.keyboard.type("Too short");
    await author.page.keyboard.press("Tab");
    await author.page.keyboard.press("Enter");
    await expect(author.page.getByRole("alert").filter({ hasText: "at least 10 characters" })).toBeVisible();
    await author.page.getByLabel("Why should this decision change?").fill("Not spam: a question asked in good faith.");
    await author.page.getByRole("button", { name: "Send appeal" }).focus();
    await author.page.keyboard.press("Enter");
    await expect(author.page.getByRole("status").filter({ hasText: "Your appeal was sent" })).toBeVisible();
    await author.page.reload();
    await expect(
      author.page.getByRole("alert").filter({ hasText: "You have already appealed this decision" }),
    ).toBeVisible();
    await author.close();

    const admin = await contextPage(browser, { width: 390, dark: true });
    await signIn(admin.page, "demo_admin");
    await admin.page.goto("/moderation");
    await openAppeals(admin.page);
    await expect(admin.page.getByRole("list", { name: "Appeals" })).toBeVisible();
    await expectFitsAndPasses(admin.page, "Appeals tab");
    await admin.close();
  });
});

async function expectFitsAndPasses(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} overflows`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
