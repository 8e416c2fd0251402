import type { Page } from "@playwright/test";
import { expect, newMember, PASSWORD, signIn, test } from "./fixtures";

// decisions.md 'A debate that goes viral': an open debate's page keeps its turnout within 10 s of the truth, from one
// answer every viewer shares (asked without cookies), paused in a hidden tab; the split stays sealed.

const TURNOUT = /\/api\/debates\/\d+\/turnout$/;

async function freshDebate(page: Page) {
  await signIn(page, await newMember(page.request, "ltc"), PASSWORD);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await page.request.post("/api/debates", {
    data: {
      title: `Live turnout ${Date.now().toString(36)}: does a second tab see the new vote?`,
      description: "A debate made by the live-turnout end-to-end test.",
      categoryId: categories[0].id,
      positionATitle: "It does",
      positionBTitle: "It does not",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.request.post("/api/auth/logout");
  return ((await created.json()) as { id: number }).id;
}

test("a visitor's page and the voter's second tab follow a vote within 10 s, with no reload and no cookie sent", async ({
  page,
  browser,
}) => {
  const id = await freshDebate(page);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/debate/${id}`);
  await expect(visitor.getByTestId("debate-turnout")).toHaveText("0 votes");

  const voterContext = await browser.newContext();
  const voter = await voterContext.newPage();
  await signIn(voter, await newMember(voter.request, "ltv"), PASSWORD);
  const secondTab = await voterContext.newPage();
  const cookiesSent: (string | undefined)[] = [];
  secondTab.on("request", (r) => {
    if (TURNOUT.test(new URL(r.url()).pathname)) cookiesSent.push(r.headers()["cookie"]);
  });
  await secondTab.goto(`/debate/${id}`);
  await voter.goto(`/debate/${id}`);
  await expect(secondTab.getByTestId("debate-turnout")).toHaveText("0 votes");

  await voter.getByTestId("vote-B").click();
  await expect(voter.getByText("Thank you for voting!")).toBeVisible();
  await expect(voter.getByTestId("debate-turnout")).toHaveText("1 vote");
  // the shared answer is at most a few seconds old, asked for every 5 s: within 10 s, with a margin for a slow host
  await expect(visitor.getByTestId("debate-turnout")).toHaveText("1 vote", { timeout: 15_000 });
  await expect(secondTab.getByTestId("debate-turnout")).toHaveText("1 vote", { timeout: 15_000 });
  expect(cookiesSent.length).toBeGreaterThan(0);
  expect(cookiesSent.every((c) => c === undefined)).toBe(true);
  // the count only: the split stays sealed until the deadline
  await expect(visitor.getByTestId("debate-status")).not.toContainText("%");
  await visitorContext.close();
  await voterContext.close();
});

test("a hidden tab asks nothing until it is shown again", async ({ page }) => {
  const id = await freshDebate(page);
  const asked: number[] = [];
  page.on("request", (r) => {
    if (TURNOUT.test(new URL(r.url()).pathname)) asked.push(Date.now());
  });
  await page.goto(`/debate/${id}`);
  await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((s) => {
      Object.defineProperty(document, "visibilityState", { value: s, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility("hidden");
  const whileHidden = asked.length;
  await page.waitForTimeout(12_000);
  expect(asked.length, "no turnout request while hidden").toBe(whileHidden);
  await setVisibility("visible");
  await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(whileHidden);
});
