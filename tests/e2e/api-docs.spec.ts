import { axe } from "./axe";
import { expect, test } from "./fixtures";

// Issue 29: the API reference at /api/docs, as people read it in a browser: axe (every WCAG A/AA rule) in light and
// dark, at desktop width and at 390 px, by keyboard from the skip link; the Nu HTML Checker reads it after the suite
// (markup.teardown.ts). It is served from our own origin with no script.
test.use({ axeAfterSuite: false });

for (const width of [undefined, 390] as const) {
  test(`/api/docs at ${width ? `${width} px` : "desktop width"}: no axe violation in light or dark, and no script`, async ({
    page,
  }) => {
    // axe walks every node of the whole reference twice: well over a minute when the host's two cores are busy
    test.setTimeout(240_000);
    if (width) await page.setViewportSize({ width, height: 844 });
    const found: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const res = await page.goto("/api/docs");
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("People's Verdict");
      await axe(page, `/api/docs, ${colorScheme}`, found);
    }
    expect(found).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);
  });
}

test("/api/docs by keyboard: the skip link leads to the reference, and an area link to its operations", async ({
  page,
}) => {
  await page.goto("/api/docs");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to the reference" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  const area = page.getByRole("navigation", { name: "Areas" }).getByRole("link").first();
  const target = (await area.getAttribute("href"))!;
  await area.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
});
