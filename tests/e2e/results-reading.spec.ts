import type { Page } from "@playwright/test";
import { callFrom, expect, newMember, PASSWORD, signIn, test } from "./fixtures";
import { e2eDatabaseUrl, endVoting } from "./database";
import type { Lean, VotePosition } from "../../lib/enums";
import type { PublishedSwing } from "../../lib/results/swing";

// Issue 35 items 4 and 5 (decisions.md 'A first visit that explains itself'): the swing reads with one orientation
// (the side named as gaining the most, the gap and its interval all agree with the API's figures), on a debate where B
// gains and on one where A does; the lean before watching does not look like the vote.

const signed = (x: number) => `${x > 0 ? "+" : x < 0 ? "\u2212" : ""}${Math.abs(x).toFixed(1)}`;

/** Paired voters by lean (rows) and ballot: every cell at least 5, so the swing is published (the small-cell floor). */
type Design = Record<Lean, Record<VotePosition, number>>;
// before A 37.5% B 25% undecided 37.5%, after A 50% B 50%: A +12.5, B +25 points, B gains the most
const B_GAINS: Design = { A: { A: 10, B: 5 }, B: { A: 5, B: 5 }, undecided: { A: 5, B: 10 } };
// the mirror: A +25, B +12.5 points
const A_GAINS: Design = { A: { A: 5, B: 5 }, B: { A: 5, B: 10 }, undecided: { A: 10, B: 5 } };
const VOTERS = 40;

/** Each design's 40 (lean, ballot) pairs in a fixed order, so voter i has one pair in each debate. */
const pairs = (d: Design) =>
  (Object.keys(d) as Lean[]).flatMap((lean) =>
    (["A", "B"] as const).flatMap((side) => Array.from({ length: d[lean][side] }, () => ({ lean, side }))),
  );

async function debateWithVideo(page: Page, label: string) {
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await page.request.post("/api/debates", {
    data: {
      title: `Results reading ${label} ${Date.now().toString(36)}: which side gained the most minds?`,
      description: "A debate made by the results-reading end-to-end test: forty voters lean, watch and vote.",
      categoryId: categories[0].id,
      positionATitle: `${label} side A`,
      positionBTitle: `${label} side B`,
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; positionATitle: string; positionBTitle: string };
}

test("the swing names the side that gained the most, and its gap and interval agree with the API, both ways", async ({
  page,
}) => {
  test.skip(!e2eDatabaseUrl(), "the deadline is moved in the database: PostgreSQL configuration only");
  test.setTimeout(300_000);
  await signIn(page, await newMember(page.request, "rrc"), PASSWORD);
  const designs = [B_GAINS, A_GAINS];
  const debates = [await debateWithVideo(page, "Bgain"), await debateWithVideo(page, "Again")];
  const plans = designs.map(pairs);
  expect(plans.every((p) => p.length === VOTERS)).toBe(true);

  // forty members, each from a loopback network of its own (as forty people would be), lean then vote in both
  const voter = async (i: number) => {
    const from = `127.1.${10 + i}.3`;
    const username = await newMember(page.request, "rrv", from);
    const login = await callFrom(from, "/api/auth/login", { emailOrUsername: username, password: PASSWORD });
    expect(login.status, login.text).toBe(200);
    for (const [k, debate] of debates.entries()) {
      const { lean, side } = plans[k][i];
      const leaned = await callFrom(from, `/api/debates/${debate.id}/lean`, { lean }, login.cookie);
      expect(leaned.status, leaned.text).toBe(201);
      const voted = await callFrom(from, "/api/votes", { debateId: debate.id, position: side }, login.cookie);
      expect(voted.status, voted.text).toBe(201);
    }
  };
  for (let i = 0; i < VOTERS; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => voter(i + j)));

  for (const [k, debate] of debates.entries()) {
    await endVoting(debate.id);
    const answer = (await (await page.request.get(`/api/debates/${debate.id}`)).json()) as { swing: PublishedSwing };
    const swing = answer.swing;
    expect(swing.suppressed, "every cell holds at least 5").toBe(false);
    if (swing.suppressed) return;
    expect(swing.paired).toBe(VOTERS);
    // the API's own orientation: net is A's gain less B's
    expect(Math.sign(swing.net)).toBe(designs[k] === B_GAINS ? -1 : 1);
    const leader: VotePosition = swing.net > 0 ? "A" : "B";
    const other: VotePosition = leader === "A" ? "B" : "A";
    const name = (side: VotePosition) => `${side} (${side === "A" ? debate.positionATitle : debate.positionBTitle})`;

    await page.goto(`/debate/${debate.id}`);
    const section = page.getByRole("region", { name: "Minds changed" });
    await expect(section.getByTestId("swing-gained")).toHaveText(
      `${name(leader)} gained the most: ${signed(swing.change[leader])} points, against ` +
        `${signed(swing.change[other])} for ${name(other)}.`,
    );
    expect(swing.change[leader]).toBeGreaterThan(swing.change[other]);
    // the gap and its interval are in the leader's favour: the gap is |net| and lies inside the interval as written
    const gapLine = await section.getByTestId("swing-net").innerText();
    const parsed = gapLine.match(
      /^([AB]) gained ([\d.]+) points more than ([AB]); 95% interval ([+\u2212]?[\d.]+) to ([+\u2212]?[\d.]+) points in ([AB])'s favour\.$/,
    );
    expect(parsed, gapLine).not.toBeNull();
    if (!parsed) return;
    const num = (t: string) => Number(t.replace("\u2212", "-"));
    expect([parsed[1], parsed[3], parsed[6]]).toEqual([leader, other, leader]);
    expect(num(parsed[2])).toBeCloseTo(Math.abs(swing.net), 1);
    const [low, high] = [num(parsed[4]), num(parsed[5])];
    expect(low).toBeLessThanOrEqual(num(parsed[2]));
    expect(high).toBeGreaterThanOrEqual(num(parsed[2]));
    // the API's interval is A's; turned round for B, within the rounding of one decimal
    expect(swing.interval).not.toBeNull();
    const [apiLow, apiHigh] = leader === "A" ? swing.interval! : [-swing.interval![1], -swing.interval![0]];
    expect(low).toBeGreaterThanOrEqual(apiLow - 0.05);
    expect(high).toBeLessThanOrEqual(apiHigh + 0.05);
    await expect(section.getByTestId("swing-before")).toHaveText(
      `A ${swing.shares.before.A.toFixed(1)}% · B ${swing.shares.before.B.toFixed(1)}% · undecided ` +
        `${swing.shares.before.undecided.toFixed(1)}%`,
    );
  }
});

test("the lean before watching looks unlike the vote: a different style, and a line that says it is not the vote", async ({
  page,
}) => {
  await signIn(page, await newMember(page.request, "rrl"), PASSWORD);
  const debate = await debateWithVideo(page, "Lean");
  await page.goto(`/debate/${debate.id}`);
  const prompt = page.getByTestId("lean-prompt");
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId("lean-not-vote")).toContainText(/not (your|the) vote/i);
  const look = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        borderRadius: s.borderTopLeftRadius,
        fontSize: s.fontSize,
        height: Math.round(el.getBoundingClientRect().height),
      };
    });
  const lean = await look('[data-testid="lean-A"]');
  const vote = await look('[data-testid="vote-A"]');
  expect(lean.background).not.toBe(vote.background);
  expect(lean.borderRadius).not.toBe(vote.borderRadius);
  expect(Number.parseFloat(lean.fontSize)).toBeLessThan(Number.parseFloat(vote.fontSize));
  expect(lean.height).toBeLessThan(vote.height);
});
