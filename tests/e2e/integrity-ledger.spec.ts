import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { axe, settle, switchTheme } from "./axe";
import { contextPage, expect, newMember, PASSWORD, signIn, test } from "./fixtures";

// Issue 25, items 4 and 5 (docs/decisions/0017-integrity-ledger.md): a member votes; demo_moderator bans them for vote
// manipulation; the board keeps the ballot, marked void with the action's number, the ledger and the verifier agree;
// the banned member appeals through the ban email's link, demo_admin reverses it, and the ballot counts again. A fresh
// account and a fresh debate, so nothing here changes what other spec files rely on.
const SIDE_A = "Count every person once";

// The verifier reads the public answers a shared cache may keep a few seconds (s-maxage=4, stale-while-revalidate=1:
// lib/shared-cache.ts), as a CDN would serve them: it is asked again until it has the change.
const verify = async (url: string) =>
  (await promisify(execFile)(process.execPath, ["scripts/verify-ballots.mjs", url])).stdout;

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("a ballot voided for vote manipulation stays on the board marked void, the ledger and the verifier agree, and an appeal restores it", async ({
  page,
  browser,
  baseURL,
}) => {
  // a long walk through four people's pages, axe twice and the verifier twice, on a machine shared with other suites
  test.setTimeout(180_000);
  // the member votes A on a debate of theirs
  const voter = await contextPage(browser);
  const username = await newMember(voter.page.request, "void");
  await signIn(voter.page, username, PASSWORD);
  const categories = (await (await voter.page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await voter.page.request.post("/api/debates", {
    data: {
      title: `Integrity check ${Date.now().toString(36)}: one person, one vote?`,
      description: "A debate made by the integrity-ledger end-to-end test: one vote, voided, appealed and restored.",
      categoryId: categories[0].id,
      positionATitle: SIDE_A,
      positionBTitle: "Count every account",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await voter.page.goto(`/debate/${id}`);
  await voter.page.getByRole("button", { name: `Vote A: ${SIDE_A}` }).click();
  await expect(voter.page.getByText("Thank you for voting!")).toBeVisible();
  const receipt = (await voter.page.getByTestId("receipt-value").innerText()).trim();
  expect(receipt).toMatch(/^[0-9a-f]{64}$/);

  // demo_moderator bans the account for vote manipulation
  await signIn(page, "demo_moderator");
  await page.goto("/moderation");
  await openTab(page, "User Management");
  await page.getByLabel("Search users").fill(username);
  await page.getByLabel("Search users").press("Enter");
  const row = page.getByRole("listitem", { name: username, exact: true });
  await row.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Ban ${username}?` });
  await dialog.getByLabel("Reason").fill("E2E: one person behind many accounts");
  await dialog.getByRole("checkbox", { name: "For vote manipulation" }).check();
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(page.getByText("User banned", { exact: true })).toBeVisible();

  // a visitor sees the ballot on the board, void, with the action's number (a shared cache may keep answers 5 s)
  const visitor = await contextPage(browser);
  const ledger = visitor.page.getByTestId("integrity-ledger");
  await expect(async () => {
    await visitor.page.goto(`/debate/${id}/ballots`);
    await expect(ledger.getByTestId("ledger-summary")).toContainText("1 ballot accepted, 0 counted, 1 voided", {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  const voidedRow = ledger.getByTestId("voided-ballots").getByRole("row").filter({ hasText: receipt });
  await expect(voidedRow).toContainText("Vote manipulation");
  const actionId = Number((await voidedRow.getByRole("link").innerText()).replace("#", ""));
  expect(actionId).toBeGreaterThan(0);
  await expect(ledger.getByTestId("ledger-no-split")).toBeVisible();
  // the ledger with a void has no axe violation, light or dark
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await switchTheme(visitor.page, theme);
    await settle(visitor.page);
    await axe(visitor.page, `board with a void (${theme})`, found);
  }
  expect(found).toEqual([]);
  await visitor.page.getByLabel("Your ballot receipt").fill(receipt);
  await visitor.page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(visitor.page.getByTestId("receipt-check")).toContainText(
    `Your ballot is on the board but void: action #${actionId}`,
  );
  const api = (await (await visitor.page.request.get(`/api/debates/${id}/integrity`)).json()) as Record<
    string,
    unknown
  >;
  expect(api).toMatchObject({
    accepted: 1,
    counted: 0,
    voided: [{ commitment: receipt, rule: "vote_manipulation", actionId }],
    verdicts: null,
  });
  // the verifier recounts the board, checks the ledger and finds the ban on the public log
  await expect(async () =>
    expect(await verify(`${baseURL}/debate/${id}/ballots`)).toMatch(
      /^OK: open board: 0 of 1 ballot published in 0 batches \(1 voided\).*1 ballot voided, each by a public action/,
    ),
  ).toPass({ timeout: 15_000 });

  // the banned member appeals through the single-use link of the ban email
  const mails = (await (
    await voter.page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(`${username}@example.com`)}`)
  ).json()) as { text: string }[];
  const link = mails.map((m) => m.text.match(/https?:\/\/\S+\/appeal\?token=[\w%-]+/)?.[0]).find(Boolean);
  expect(link).toBeTruthy();
  await voter.page.goto(new URL(link!).pathname + new URL(link!).search);
  const statement = `E2E ${Date.now().toString(36)}: my family shares one home network, we are real people.`;
  await voter.page.getByLabel("Why should this decision change?").fill(statement);
  await voter.page.getByRole("button", { name: "Send appeal" }).click();
  await expect(voter.page.getByText("Your appeal was sent")).toBeVisible();

  // demo_admin (not the moderator who banned) reverses it
  const admin = await contextPage(browser);
  await signIn(admin.page, "demo_admin");
  await admin.page.goto("/moderation");
  await openTab(admin.page, "Appeals");
  const card = admin.page.getByRole("list", { name: "Appeals" }).getByRole("listitem").filter({ hasText: statement });
  await card.getByRole("button", { name: "Reverse" }).click();
  const decide = admin.page.getByRole("alertdialog", { name: "Reverse the decision?" });
  await decide.getByLabel("Reason").fill("A shared home network, not a ring.");
  await decide.getByRole("button", { name: "Reverse" }).click();
  await expect(admin.page.getByText("Decision reversed", { exact: true })).toBeVisible();
  await admin.close();

  // the ballot counts again, and the verifier agrees
  await expect(async () => {
    await visitor.page.goto(`/debate/${id}/ballots`);
    await expect(ledger.getByTestId("ledger-summary")).toContainText("1 ballot accepted, 1 counted, 0 voided", {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(ledger).toContainText("No ballot has been voided.");
  await expect(async () =>
    expect(await verify(`${baseURL}/api/debates/${id}/ballots`)).toMatch(/0 ballots voided, each by a public action/),
  ).toPass({ timeout: 15_000 });
  await visitor.close();
  await voter.close();
});
