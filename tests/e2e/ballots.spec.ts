import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, newMember, PASSWORD, signIn, test } from "./fixtures";
import { e2eDatabaseUrl, endVoting } from "./database";

// Issue 18: a verified member votes, keeps the receipt, and checks it on the ballot board, in the browser; once the
// deadline has passed (moved in the database: PostgreSQL configuration only) the board counts it for the side chosen.
const SIDE_A = "Receipts for all";

/** A fresh verified member, signed in, votes A on a fresh debate of theirs; the receipt shows once, with Copy. */
async function voteOnFreshDebate(page: Page) {
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
  });
  const username = await newMember(page.request, "bal");
  await signIn(page, username, PASSWORD);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await page.request.post("/api/debates", {
    data: {
      title: `Ballot board check ${Date.now().toString(36)}: should votes be checkable?`,
      description:
        "A debate made by the ballot-board end-to-end test: one vote, its receipt, and the board that counts it.",
      categoryId: categories[0].id,
      positionATitle: SIDE_A,
      positionBTitle: "Trust the count",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/debate/${id}`);
  await page.getByRole("button", { name: `Vote A: ${SIDE_A}` }).click();
  await expect(page.getByText("Thank you for voting!")).toBeVisible();
  await expect(page.getByText("Keep this to check your vote after the deadline")).toBeVisible();
  const receipt = (await page.getByTestId("receipt-value").innerText()).trim();
  expect(receipt).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Receipt copied!", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([receipt]);
  return { id, receipt };
}

async function checkReceipt(page: Page, receipt: string) {
  await page.getByLabel("Your ballot receipt").fill(receipt);
  await page.getByRole("button", { name: "Check", exact: true }).click();
}

test("a verified member votes, copies the receipt, finds it again, and the board checks it in the browser", async ({
  page,
}) => {
  const { id, receipt } = await voteOnFreshDebate(page);

  // the voter's own history shows it again
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
  await page.goto(`/users/${me.id}`);
  await expect(page.getByTestId("receipt-value").first()).toHaveText(receipt);

  // the board, from the receipt: a batch is published once the next one fills, so this one is not confirmed yet
  await page.getByRole("link", { name: "See the ballot board" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/debate/${id}/ballots$`));
  await expect(page.getByRole("heading", { level: 1, name: "Ballot board" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What this does not promise" })).toBeVisible();
  // clicked at once, while the link's prefetch may still be loading: Next can then commit the page with an empty head
  // (vercel/next.js#98684); components/shell/head-repair.tsx puts it back
  await expect(page).toHaveTitle("Ballot board | People's Verdict");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/debate/${id}/ballots$`),
  );
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await checkReceipt(page, receipt);
  await expect(page.getByTestId("receipt-check")).toHaveText(
    /^Not confirmed yet: .* It can be confirmed only once its batch is published/,
  );
  // the check asked for the whole board, and nothing that names the receipt
  expect(requested.filter((u) => u.includes(receipt))).toEqual([]);
  expect(requested.some((u) => new URL(u).pathname === `/api/debates/${id}/ballots`)).toBe(true);
});

test("after the deadline the results link the board, which counts the receipt for the side chosen", async ({
  page,
  baseURL,
}) => {
  test.skip(
    !e2eDatabaseUrl(),
    "the deadline is moved in the database: PostgreSQL configuration (playwright.next-start.config.ts) only",
  );
  const { id, receipt } = await voteOnFreshDebate(page);
  await endVoting(id);
  await page.goto(`/debate/${id}`);
  await expect(page.getByText("Final results")).toBeVisible();
  await page.getByRole("link", { name: "Check every ballot on the board" }).click();
  await expect(page.getByTestId("board-status")).toContainText("The board is final: 1 ballot in 1 batch");
  await expect(page.getByRole("cell", { name: receipt })).toBeVisible();
  await checkReceipt(page, receipt);
  await expect(page.getByTestId("receipt-check")).toHaveText(
    `Your ballot is counted for Position A: ${SIDE_A} (batch 1).`,
  );

  // and anyone can recompute the board with the verifier
  const { stdout } = await promisify(execFile)(process.execPath, [
    "scripts/verify-ballots.mjs",
    `${baseURL}/debate/${id}/ballots`,
  ]);
  expect(stdout).toMatch(/^OK: closed board: 1 ballot in 1 batch;/);

  // reading the debate after its deadline closed it: the voter is told in the inbox
  await expect(async () => {
    await page.goto("/inbox");
    const told = page
      .getByRole("list", { name: "Messages" })
      .getByRole("button", { name: /Results are in: Ballot board check/ });
    await expect(told.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
