import type { Locator, Page } from "@playwright/test";
import { createDebate, expect, signIn, test } from "./fixtures";

// Issue 11, item 4: the tabs, a dialog, the menu and voting work by keyboard alone, with focus visible and returned.

/** Presses Tab until `target` has focus (keyboard only: no clicks, no focus() calls). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Focus is visible: the element matches :focus-visible and draws a ring or an outline. */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const look = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      visible: el.matches(":focus-visible"),
      outline: s.outlineStyle !== "none" && s.outlineWidth !== "0px",
      ring: s.boxShadow !== "none",
    };
  });
  expect(look.visible).toBe(true);
  expect(look.outline || look.ring, "a focus outline or ring").toBe(true);
}

test("a member switches tabs, opens and leaves a dialog, walks the menu and votes, all by keyboard", async ({
  page,
}) => {
  await signIn(page, "demo_moderator");
  // a debate of this test's own: a ballot on another one could land in the exact counts another test checks at the
  // same time (the integrity ledger's, which once saw this test's vote on its debate, the newest)
  await page.goto(await createDebate(page.request, "keyboard"));
  await expect(page.getByRole("tab", { name: "Voting" })).toBeVisible();

  // tabs: Tab reaches the selected tab; the arrows move and select; the panel follows
  const votingTab = page.getByRole("tab", { name: "Voting" });
  const commentsTab = page.getByRole("tab", { name: /^Comments/ });
  await tabTo(page, votingTab);
  await expectFocusVisible(votingTab);
  await page.keyboard.press("ArrowRight");
  await expect(commentsTab).toBeFocused();
  await expect(commentsTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await commentsTab.getAttribute("id"))!);
  await page.keyboard.press("ArrowLeft");
  await expect(votingTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("group", { name: "Cast your vote" })).toBeVisible();

  // a dialog: Report opens on Enter, focus moves inside, Escape closes it and focus returns to Report
  const report = page.getByRole("button", { name: "Report", exact: true }).first();
  await tabTo(page, report);
  await expectFocusVisible(report);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();

  // the menu: Enter opens it, the arrows walk it, Escape closes it and focus returns to its button
  const menuButton = page.getByRole("button", { name: /Open menu$/ });
  await tabTo(page, menuButton);
  await expectFocusVisible(menuButton);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect
    .poll(() =>
      menu.evaluate(
        (m) => m.contains(document.activeElement) && document.activeElement?.getAttribute("role") === "menuitem",
      ),
    )
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // voting: Tab to 'Vote A', focus visible, Enter casts it
  const voteA = page.getByRole("group", { name: "Cast your vote" }).getByRole("button", { name: /^Vote A: / });
  await tabTo(page, voteA);
  await expectFocusVisible(voteA);
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("group", { name: "Cast your vote" }).getByRole("button", { name: /^Vote B: / }),
  ).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(voteA).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Thank you for voting!")).toBeVisible();
});
