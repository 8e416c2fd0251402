import { expect, signIn, test } from "./fixtures";

const NUCLEAR = "Is nuclear power essential to reach net zero emissions?";
const DISCUSSED = "Is direct democracy better than representative democracy?";

// Each debate is found by a search: the debates other specs create can push it off the home page's first page.
test.describe("reports and profile cards", () => {
  test("a visitor opening Report on a debate gets the Login Required dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // searched for: debates other specs create can push it off the home page's first page
    await page.goto("/?search=nuclear");
    await page.getByRole("article").filter({ hasText: NUCLEAR }).getByRole("link", { name: "Watch & Vote" }).click();
    await expect(page.getByRole("heading", { level: 1, name: NUCLEAR })).toBeVisible();
    const path = new URL(page.url()).pathname;

    const report = page.getByRole("tabpanel").getByRole("button", { name: "Report" });
    await report.click();
    const dialog = page.getByRole("dialog", { name: "Login Required" });
    await expect(dialog.getByText("You must be logged in to report content")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      `/login?from=${encodeURIComponent(path)}`,
    );
    await expect(dialog.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      `/register?from=${encodeURIComponent(path)}`,
    );
    // fits the phone's width
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
  });

  test("demo_user reports a debate", async ({ page }) => {
    await signIn(page, "demo_user");
    // searched for: debates other specs create can push it off the home page's first page
    await page.goto("/?search=nuclear");
    await page.getByRole("article").filter({ hasText: NUCLEAR }).getByRole("link", { name: "Watch & Vote" }).click();
    await expect(page.getByRole("heading", { level: 1, name: NUCLEAR })).toBeVisible();

    await page.getByRole("tabpanel").getByRole("button", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report Content" });
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await expect(dialog.getByText("Reason is required")).toBeVisible();

    const reason = dialog.getByRole("combobox", { name: "Reason" });
    await expect(reason.locator("option:not([disabled])")).toHaveCount(7);
    await reason.selectOption({ label: "False or misleading information" });
    await dialog.getByLabel("Additional details (optional)").fill("The video cuts the rebuttal short.");
    const posted = page.waitForResponse(
      (res) => res.url().endsWith("/api/moderation/reports") && res.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    expect([200, 201]).toContain((await posted).status());
    await expect(page.getByText("Report submitted", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for reporting this content. Our moderation team will review it soon.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a creator's name on a debate card opens the profile card; Escape closes it and focus returns", async ({
    page,
  }) => {
    await page.goto("/?search=nuclear");
    const card = page.getByRole("article").filter({ hasText: NUCLEAR });
    const creator = card.locator("button[aria-haspopup='dialog']").first();
    const name = (await creator.innerText()).trim();
    expect(name).toMatch(/^demo_/);

    await creator.click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Votes cast")).toBeVisible();
    await expect(dialog.getByText("Debates created")).toBeVisible();
    await expect(dialog.getByText(/^Joined (this month|last month|last year|.+ ago|recently)$/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View full profile" })).toHaveAttribute("href", /^\/users\/\d+$/);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(creator).toBeFocused();

    // the keyboard opens it too
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name })).toBeVisible();
  });

  test("the debate page's creator opens the same card, and its link leads to the profile", async ({ page }) => {
    // searched for: debates other specs create can push it off the home page's first page
    await page.goto("/?search=nuclear");
    await page.getByRole("article").filter({ hasText: NUCLEAR }).getByRole("link", { name: "Watch & Vote" }).click();
    const creator = page
      .locator("header button[aria-haspopup='dialog']")
      .filter({ hasText: /^demo_/ })
      .last();
    const name = (await creator.innerText()).trim();
    await creator.click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.getByRole("link", { name: "View full profile" }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("demo_plus reports someone else's comment from its menu", async ({ page }) => {
    await signIn(page, "demo_plus");
    await page.goto("/?search=direct%20democracy");
    const card = page.getByRole("article").filter({ hasText: DISCUSSED });
    const href = await card.getByRole("link", { name: /Watch & Vote|View Results/ }).getAttribute("href");
    await page.goto(`${href}#comments`);
    const comment = page
      .locator("[id^='comment-']")
      .filter({ hasNot: page.getByRole("button", { name: "demo_plus", exact: true }) })
      .filter({ has: page.getByRole("button", { name: "Comment actions" }) })
      .first();
    const actions = comment.getByRole("button", { name: "Comment actions" });
    await actions.click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report Content" });
    await dialog.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Spam or advertising" });
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText("Report submitted", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(actions).toBeFocused();
  });
});
