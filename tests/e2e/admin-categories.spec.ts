import AxeBuilder from "@axe-core/playwright";
import { expect, signIn, test } from "./fixtures";

test.describe("categories in the admin panel", () => {
  test("demo_admin adds, renames and recolours a category, cannot delete one in use, deletes an unused one; the home filters by it", async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const first = `Gardening ${tag}`;
    const renamed = `Horticulture ${tag}`;
    const spare = `Spare ${tag}`;
    await signIn(page, "demo_admin");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Categories" }).click();
    const list = page.getByRole("list", { name: "Categories" });
    await expect(list.getByRole("listitem", { name: "Politics" })).toBeVisible();

    // add two, from the keyboard
    const form = page.getByRole("form", { name: "Add category" });
    for (const name of [first, spare]) {
      await form.getByLabel("Name").fill(name);
      await form.getByRole("radio", { name: "Teal" }).check();
      await form.getByLabel("Name").press("Enter");
      await expect(page.getByText("Category added", { exact: true })).toBeVisible();
      await expect(list.getByRole("listitem", { name })).toBeVisible();
    }
    // the same name in another case is refused (the server refuses it too: tests/integration/admin-categories.test.ts)
    await form.getByLabel("Name").fill(first.toUpperCase());
    await form.getByRole("button", { name: "Add category" }).click();
    await expect(form.getByText("A category with this name already exists")).toBeVisible();
    await expect(list.getByRole("listitem", { name: first.toUpperCase(), exact: true })).toHaveCount(0);

    // rename and recolour
    await list.getByRole("button", { name: `Edit ${first}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(renamed);
    await dialog.getByRole("radio", { name: "Violet" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Category updated", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole("listitem", { name: renamed })).toBeVisible();
    await expect(list.getByRole("listitem", { name: first })).toHaveCount(0);

    // a category in use stays: the panel says why and offers no Delete (the server answers 409 too)
    await list.getByRole("button", { name: "Delete Politics" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText(/It is used by \d+ debates: a category in use cannot be deleted/);
    await expect(alert.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await alert.getByRole("button", { name: "Close" }).click();
    await expect(alert).toBeHidden();
    await expect(list.getByRole("listitem", { name: "Politics" })).toBeVisible();

    // an unused one goes
    await list.getByRole("button", { name: `Delete ${spare}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Category deleted", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem", { name: spare })).toHaveCount(0);

    // the home's filter shows the renamed one in its new colour (a shared cache may hold the home for a few seconds)
    await expect(async () => {
      await page.goto("/");
      await expect(
        page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: renamed }),
      ).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const chip = page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: renamed });
    await expect(chip).toHaveCSS("border-color", "rgb(124, 58, 237)");
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: spare })).toHaveCount(
      0,
    );
  });

  test("at 390 px in dark mode the Categories tab fits the screen and has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await signIn(page, "demo_admin");
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("tab", { name: "Categories" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();
    // the colours from the keyboard: Tab into the group, arrows move the choice
    await page.getByRole("radio", { name: "Red" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Orange" })).toBeChecked();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "the Categories tab overflows").toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"] })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .setLegacyMode(true)
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("admin-categories-390-dark.png") });
  });
});
