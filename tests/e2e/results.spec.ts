import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { verdictLine, winnerOf } from "../../lib/results/verdict";
import { expect, signIn, test } from "./fixtures";

// Issue 18, item 4: once a debate's deadline has passed, its first read closes it and every voter's inbox shows
// 'Results are in: {title}' with the verdict and a link to the debate. The demo seed's ended debates (never closed:
// the seed runs after the migrations) have ballots from voter_01 and the other seeded voters.

const VOTER = "voter_01";
type Debate = {
  id: number;
  title: string;
  positionATitle: string;
  positionBTitle: string;
  voteCount: { A: number; B: number; total: number };
};

/** No element wider than the window (nothing to scroll sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary ?? ""}`).join(", ")}`,
  );
}

test("after a debate's deadline its voter's inbox shows 'Results are in' with the verdict and a working link, at 1280 and 390 px, light and dark", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, VOTER);
  const ended = (await (await page.request.get("/api/debates/ended?limit=12")).json()) as Debate[];
  const voted = ended.filter((d) => d.voteCount.total > 0);
  expect(voted.length, "the seed has ended debates with ballots").toBeGreaterThan(0);

  // the first read of an ended debate closes every debate due, after its answer
  await page.goto(`/debate/${voted[0].id}`);
  await expect(page.getByRole("heading", { level: 1, name: voted[0].title })).toBeVisible();

  await page.goto("/inbox");
  const list = page.getByRole("list", { name: "Messages" });
  // the inbox polls every 2 s: the messages arrive once the closing after that read has run
  const item = list.getByRole("button", { name: /Results are in: / }).first();
  await expect(item).toBeVisible({ timeout: 20_000 });
  const subject = (await item.locator("span.truncate").first().textContent())!;
  const title = subject.replace(/^Results are in: /, "");
  const debate = ended.find((d) => d.title === title);
  expect(debate, `a results message for an ended debate: ${subject}`).toBeTruthy();
  const { A, B, total } = debate!.voteCount;
  const verdict = {
    title,
    winner: winnerOf(A, B),
    A,
    B,
    total,
    positionA: debate!.positionATitle,
    positionB: debate!.positionBTitle,
  };
  await expect(item).toContainText(verdictLine(verdict));

  for (const { width, theme } of [
    { width: 1280, theme: "light" },
    { width: 1280, theme: "dark" },
    { width: 390, theme: "light" },
    { width: 390, theme: "dark" },
  ]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.goto("/inbox");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await page.getByRole("list", { name: "Messages" }).getByRole("button", { name: subject }).first().click();
    const detail = page.getByRole("article");
    await expect(detail.getByRole("heading", { name: subject })).toBeVisible();
    await expect(detail.getByText("Results", { exact: true })).toBeVisible();
    const card = detail.getByRole("region", { name: "Verdict" });
    await expect(card.getByTestId("results-verdict")).toHaveText(verdictLine(verdict));
    if (total > 0) {
      await expect(card).toContainText(`A: ${verdict.positionA}`);
      await expect(card).toContainText(`B: ${verdict.positionB}`);
    }
    await expect(card).toContainText(`${total.toLocaleString("en-US")} ${total === 1 ? "vote" : "votes"} in total`);
    expect(await overflow(page), `${width} px ${theme}: nothing scrolls sideways`).toBeLessThanOrEqual(0);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    );
    expect(await axe(page), `${width} px ${theme}: axe`).toEqual([]);
  }

  // the link opens the debate, whose page shows the same count
  await page.getByRole("link", { name: "See the results" }).click();
  await expect(page).toHaveURL(new RegExp(`/debate/${debate!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
