import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import type { PublishedSwing, Swing } from "../../lib/results/swing";
import { expect, test } from "./fixtures";

// Issue 26, item 2: after the deadline the swing sits below the verdict on the debate's results and on its ballot
// board, at 1280 and 390 px, light and dark, and the verifier recomputes it. The demo seed's ended debates have leans
// (about two voters in three leaned, one in ten late); the first read of an ended debate closes it. Issue 34 item 4:
// a demo debate's 40 voters at most leave some cell under 5, so its swing is published under the small-cell floor:
// '<5' for those cells, no shares or net; the verifier recomputes the whole table and checks the floor.

type Debate = { id: number; title: string; positionATitle: string; positionBTitle: string; swing?: PublishedSwing };

/** No element wider than the window (nothing to scroll sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const countsLine = (s: PublishedSwing) =>
  s.suppressed ? `${s.late.toLocaleString("en-US")} late ${s.late === 1 ? "lean" : "leans"} left out.` : countsOf(s);
const countsOf = (s: Swing) =>
  `${s.paired.toLocaleString("en-US")} paired, ${s.withoutLean.toLocaleString("en-US")} voted without a lean in ` +
  `time, ${s.late.toLocaleString("en-US")} late ${s.late === 1 ? "lean" : "leans"} left out.`;

/** The swing section's table as the page shows it: the three rows of leans, each with its two counts. */
async function tableOf(page: Page) {
  // a published swing keeps its table behind the statistics' disclosure (a withheld one shows it): opened first
  const details = page.getByTestId("swing").getByTestId("swing-details");
  if ((await details.count()) && !(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator("summary").click();
  const table = page.getByTestId("swing").getByRole("table");
  return table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.querySelectorAll("td")].map((td) => (td.textContent === "<5" ? null : Number(td.textContent))),
      ),
    );
}

test("the swing below the verdict on the results and the board, at 1280 and 390 px, light and dark; the verifier agrees", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ended = (await (await page.request.get("/api/debates/ended?limit=12")).json()) as Debate[];
  expect(
    ended.every((d) => d.swing === undefined),
    "no swing in lists",
  ).toBe(true);
  let debate: Debate | undefined;
  for (const d of ended) {
    const one = (await (await page.request.get(`/api/debates/${d.id}`)).json()) as Debate;
    // paired voters, shown or withheld (a withheld table has a voter in it by definition)
    if (one.swing && (one.swing.suppressed || one.swing.paired > 0)) {
      debate = one;
      break;
    }
  }
  expect(debate, "the seed has an ended debate with paired leans").toBeTruthy();
  const { id, swing } = debate as Debate & { swing: PublishedSwing };
  const rows = [swing.table.A, swing.table.B, swing.table.undecided].map((r) => [r.A, r.B]);

  for (const { width, theme } of [
    { width: 1280, theme: "light" },
    { width: 1280, theme: "dark" },
    { width: 390, theme: "light" },
    { width: 390, theme: "dark" },
  ]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`/debate/${id}`);
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const results = page.getByRole("group", { name: "Results" });
    await expect(results.getByText("Final results")).toBeVisible();
    const section = results.getByRole("region", { name: "Minds changed" });
    await expect(section).toBeVisible();
    await expect(section.getByTestId("swing-counts")).toHaveText(countsLine(swing));
    expect(await tableOf(page)).toEqual(rows);
    await expect(section.getByText("Too close to call")).toHaveCount(swing.tooClose ? 1 : 0);
    await expect(section.getByTestId("swing-withheld")).toHaveCount(swing.suppressed ? 1 : 0);
    expect(await overflow(page), `${width} px ${theme}: the results do not scroll sideways`).toBeLessThanOrEqual(0);

    await page.goto(`/debate/${id}/ballots`);
    const board = page.getByRole("region", { name: "Minds changed" });
    await expect(board.getByRole("heading", { level: 2, name: "Minds changed" })).toBeVisible();
    await expect(board.getByTestId("swing-counts")).toHaveText(countsLine(swing));
    expect(await tableOf(page)).toEqual(rows);
    expect(await overflow(page), `${width} px ${theme}: the board does not scroll sideways`).toBeLessThanOrEqual(0);
  }

  // anyone recomputes the swing from the published leans and ballots
  const { stdout } = await promisify(execFile)(process.execPath, [
    "scripts/verify-ballots.mjs",
    `${baseURL}/debate/${id}/ballots`,
  ]);
  expect(stdout).toMatch(/^OK: closed board: /);
  expect(stdout).toContain(
    swing.suppressed
      ? "(published withheld: a cell under 5)"
      : `swing recomputed: ${swing.paired} paired, net ${swing.net}`,
  );
});
