import { expect, signIn, test } from "./fixtures";
import type { Page } from "@playwright/test";

// seeded: five top-level comments (one with a reply) on each of these debates
const TERM_LIMITS = "Should members of parliament face strict term limits?";
const VOTING_AGE = "Should the voting age be lowered to sixteen?";
const SEEDED_TEXT = [
  "This is the strongest case I have heard for this side so far.",
  "I changed my mind halfway through the second speaker's rebuttal.",
  "Both debaters ignored the cost question, which is the heart of it.",
  "Agreed, and the closing statement made it even clearer.",
];

/** The debate's path, found through the home page's search. */
async function debatePath(page: Page, title: string) {
  await page.goto(`/?search=${encodeURIComponent(title)}`);
  const href = await page
    .getByRole("article")
    .filter({ hasText: title })
    .first()
    .getByRole("link", { name: /Watch & Vote|View Results/ })
    .getAttribute("href");
  expect(href).toMatch(/^\/debate\/\d+$/);
  return href!;
}

test.describe("comments", () => {
  test("demo_plus posts, replies with Enter, edits, likes and deletes a comment", async ({ page }) => {
    const text = `E2E comment ${Date.now().toString(36)}`;
    await signIn(page, "demo_plus");
    await page.goto(`${await debatePath(page, TERM_LIMITS)}#comments`);
    await expect(page.getByRole("tab", { name: /Comments/ })).toHaveAttribute("aria-selected", "true");

    // the seeded discussion: 3 first, the rest behind 'Show More Comments'
    await expect(page.getByRole("button", { name: /^Show More Comments \(\d+ remaining\)$/ })).toBeVisible();

    const composer = page.getByRole("textbox", { name: "Add a comment" });
    const post = page.getByRole("button", { name: "Post", exact: true });
    await expect(post).toBeDisabled();
    await composer.fill("   ");
    await expect(post).toBeDisabled();
    await composer.fill(text);
    await post.click();
    await expect(page.getByText("Comment posted!", { exact: true })).toBeVisible();
    await expect(composer).toHaveValue("");
    const item = page.locator('[id^="comment-"]').filter({ hasText: text });
    await expect(item).toHaveCount(1);
    const id = await item.getAttribute("id");
    const comment = page.locator(`#${id}`);

    // reply: Shift+Enter is a newline, Enter sends
    await comment.getByRole("button", { name: "Reply", exact: true }).click();
    const replyBox = page.getByRole("textbox", { name: "Reply to demo_plus" });
    await replyBox.pressSequentially("First line");
    await replyBox.press("Shift+Enter");
    await replyBox.pressSequentially("second line");
    await replyBox.press("Enter");
    await expect(page.getByText("Reply posted!", { exact: true })).toBeVisible();
    const reply = page.locator('[id^="comment-"]').filter({ hasText: "second line" }).filter({ hasText: "First line" });
    await expect(reply.getByText("First line\nsecond line")).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide replies" }).first()).toBeVisible();

    // edit in place
    await comment.getByRole("button", { name: "Comment actions" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const editor = comment.getByRole("textbox", { name: "Edit comment" });
    await expect(editor).toHaveValue(text);
    await editor.fill("");
    await expect(comment.getByRole("button", { name: "Save" })).toBeDisabled();
    await editor.fill(`${text} (revised)`);
    await comment.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Comment updated!", { exact: true })).toBeVisible();
    await expect(comment.getByText(`${text} (revised)`)).toBeVisible();
    await expect(comment.getByText("(edited)", { exact: true })).toBeVisible();

    // like toggles
    // named by the count it shows, then what it counts (WCAG 2.5.3)
    const like = comment.getByRole("button", { name: /^\d+ likes?$/ });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAccessibleName("1 like");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveAccessibleName("0 likes");

    // delete behind the confirmation: it keeps its reply, so it stays as '[deleted]'
    await comment.getByRole("button", { name: "Comment actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this comment?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Comment deleted!", { exact: true })).toBeVisible();
    await expect(comment).toContainText("[deleted]");
    await expect(comment.getByRole("button")).toHaveCount(0);
    await expect(reply).toBeVisible();
  });

  test("a #comment-{id} link outside the first page shows that thread, highlighted", async ({ page }) => {
    await signIn(page, "demo_plus");
    const path = await debatePath(page, VOTING_AGE);
    const res = await page.request.get(`/api/${path.slice(1).replace("debate/", "debates/")}/comments`);
    const all = (await res.json()) as Array<{ id: number; content: string }>;
    const oldest = all.at(-1)!;
    await page.goto(`${path}#comment-${oldest.id}`);
    const linked = page.getByRole("region", { name: "Linked comment" });
    await expect(linked).toContainText(oldest.content);
    await expect(page.locator(`#comment-${oldest.id}`)).toHaveAttribute("data-highlighted", "true");
    await expect(page.locator(`#comment-${oldest.id}`)).toBeInViewport();
  });

  test("demo_user sees 'PV+ Access Required' and no comment text, and 'Upgrade to PV+' says Coming Soon", async ({
    page,
  }) => {
    await signIn(page, "demo_user");
    const path = await debatePath(page, VOTING_AGE);
    const res = await page.request.get(`/api/${path.slice(1).replace("debate/", "debates/")}/comments`);
    expect(await res.json()).toEqual([]);
    expect(Number(res.headers()["x-total-count"])).toBeGreaterThan(0);

    await page.goto(`${path}#comments`);
    await expect(page.getByRole("heading", { name: "PV+ Access Required" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Add a comment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reply", exact: true })).toHaveCount(0);
    const html = await page.content();
    for (const seeded of SEEDED_TEXT) expect(html).not.toContain(seeded.replace("'", "&#x27;"));
    for (const seeded of SEEDED_TEXT) expect(html).not.toContain(seeded);

    await page.getByRole("button", { name: "Upgrade to PV+" }).click();
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(
      page.getByText("PV+ membership will be available soon. Stay tuned for updates!", { exact: true }),
    ).toBeVisible();
  });
});
