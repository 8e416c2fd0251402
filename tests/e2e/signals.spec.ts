import { expect, newMember, PASSWORD, signIn, test } from "./fixtures";
import { axe } from "./axe";

// Issue 25 item 6: members registered from one network within the hour vote on one debate; demo_moderator sees them
// as a group in Moderation > Signals (a hashed id, never an address), opens their accounts and bans one.
test("staff see same-network sign-ups voting together, open their accounts and ban one", async ({ page, browser }) => {
  await signIn(page, "demo_moderator");
  const before = await page.request.get("/api/moderation/signals");
  expect(before.status()).toBe(200);
  // the open debate with the most ballots: it stays first with three more
  const [top] = (await before.json()) as { debateId: number; title: string }[];

  // every e2e request reaches the app from 127.0.0.1 through npm start's front: one network
  const members: string[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const voter = await context.newPage();
    // three sign-ups from one network (127.0.251.0/24), as the signal looks for
    const username = await newMember(voter.request, `sig${i}`, `127.0.251.${2 + i}`);
    await signIn(voter, username, PASSWORD);
    const cast = await voter.request.post("/api/votes", { data: { debateId: top.debateId, position: "A" } });
    expect(cast.status(), await cast.text()).toBe(201);
    members.push(username);
    await context.close();
  }

  await page.goto("/moderation");
  await page.getByRole("tab", { name: "Signals" }).click();
  const debate = page.getByRole("listitem", { name: top.title });
  await expect(debate).toBeVisible();
  await expect(debate.getByText(/from accounts under a day old/)).toBeVisible();
  const group = debate.getByRole("listitem", { name: /^Group / }).first();
  await expect(group).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("127.0.0");
  await group.getByRole("button", { name: "Show accounts" }).click();
  const accounts = page.getByRole("list", { name: /^Accounts of group / }).first();
  for (const username of members) await expect(accounts.getByRole("listitem", { name: username })).toBeVisible();
  const violations: string[] = [];
  await axe(page, "/moderation (Signals)", violations);
  expect(violations).toEqual([]);

  const row = accounts.getByRole("listitem", { name: members[0] });
  await row.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: `Ban ${members[0]}?` });
  await dialog.getByLabel("Reason").fill("Vote manipulation: one of a group of sign-ups voting together");
  await dialog.getByRole("button", { name: "Ban", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(/^banned$/i)).toBeVisible();
});
