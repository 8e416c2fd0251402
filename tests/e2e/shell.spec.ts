import { expect, openMenu, test } from "./fixtures";

test.describe("the shared shell", () => {
  test("home page renders the header, the development banner and the signed-out menu", async ({ page }) => {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByRole("link", { name: /People's Verdict/ }).first()).toBeVisible();
    await expect(page.getByLabel("Development notice")).toContainText("still in development");
    await openMenu(page);
    for (const item of ["Home", "Create Debate", "Sign Up", "Sign In", "Dark Mode"]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await expect(page.getByRole("menuitem", { name: "Log out" })).toHaveCount(0);
  });

  test("a press on the menu before the page has hydrated opens it once the scripts arrive", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    // nothing has run but the inline head script: no menu yet
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("menuitem", { name: "Sign In" })).toBeVisible();
  });

  test("a missing page shows the 404 texts", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("the search box opens, submits on Enter and clears on close", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Search" }).click();
    const box = page.getByPlaceholder("Search debates...");
    await box.fill("mars");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a stored dark theme applies before first paint and the switch persists", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("theme", "dark");
        sessionStorage.setItem("seeded", "1");
      }
      const seen = () => {
        if (document.body && !("firstPaintClass" in window)) {
          (window as unknown as { firstPaintClass: string }).firstPaintClass = document.documentElement.className;
        }
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/no-such-page");
    expect(await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass)).toContain(
      "dark",
    );
    await openMenu(page);
    await page.getByRole("menuitem", { name: "Light Mode" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("the layout fits a 360 px wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
