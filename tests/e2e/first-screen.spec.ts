import type { Browser, Locator, Page } from "@playwright/test";
import { expect, newMember, PASSWORD, signIn, test } from "./fixtures";
import { e2eDatabaseUrl, endVoting } from "./database";
import type { Debate } from "../../lib/debates/types";

// Issue 35 items 1, 2, 3 and 6 (decisions.md 'A first visit that explains itself'): a debate page's first screen, at
// 390x844 and 1280x800, light and dark, shows where the debate stands (the status line and the turnout; once ended the
// verdict) and what the viewer can do, for a visitor, a member who has not voted, the voter just after voting and
// staff, on a debate with a 150-character title and a 300-character description. Measured with bounding boxes.
const TITLE_LENGTH = 150;
const DESCRIPTION_LENGTH = 300;
const SIDE_A = "Keep the first screen for the vote and the verdict";
const SIDE_B = "Let the video and the story come first on the page";
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];
const VERDICT = /^(Position [AB] won \(\d+%\)|It's a tie!)$/;

/** Words repeated up to exactly `length` characters, ending in '?' or '.'. */
function text(start: string, length: number, end: string) {
  const words = " the people decide after watching both sides of the argument made in full";
  let out = start;
  while (out.length < length - 1) out += words;
  return `${out
    .slice(0, length - 1)
    .trimEnd()
    .padEnd(length - 1, "s")}${end}`;
}

/** A debate with the longest texts, made through the API by a fresh member (its creator; the page's open state). */
async function longDebate(page: Page) {
  const creator = await newMember(page.request, "fsc");
  await signIn(page, creator, PASSWORD);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const title = text(`First screen ${Date.now().toString(36)}: should`, TITLE_LENGTH, "?");
  const created = await page.request.post("/api/debates", {
    data: {
      title,
      description: text("A debate made by the first-screen end-to-end test, where", DESCRIPTION_LENGTH, "."),
      categoryId: categories[0].id,
      positionATitle: SIDE_A,
      positionBTitle: SIDE_B,
      positionADebater: "Debater A. Long-Name",
      positionBDebater: "Debater B. Long-Name",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const debate = (await created.json()) as Debate;
  expect(debate.title).toHaveLength(TITLE_LENGTH);
  expect(debate.description).toHaveLength(DESCRIPTION_LENGTH);
  await page.request.post("/api/auth/logout");
  return debate;
}

let openDebate: Promise<Debate> | null = null;

/** A browser context of its own at the screen's size, in the theme asked for (stored and emulated), maybe signed in. */
async function viewer(browser: Browser, screen: (typeof SCREENS)[number], theme: Theme, who: string | null) {
  const context = await browser.newContext({ viewport: screen, colorScheme: theme });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  if (who) await signIn(page, who, who.startsWith("demo_") ? undefined : PASSWORD);
  return { page, close: () => context.close() };
}

/** The element is shown whole inside the first viewport: the page not scrolled, its box within the screen. */
async function inFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${what}: the page has not scrolled`).toBe(0);
  const box = await locator.boundingBox();
  const screen = page.viewportSize();
  expect(box, what).not.toBeNull();
  expect(screen).not.toBeNull();
  if (!box || !screen) return;
  const where = `${what}: box ${JSON.stringify(box)} in ${screen.width}x${screen.height}`;
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(screen.height);
  expect(box.x + box.width, where).toBeLessThanOrEqual(screen.width);
}

/** Opens the debate and checks what every viewer's first screen holds: the title, both sides, the status line. */
async function openFirstScreen(page: Page, debate: Pick<Debate, "id" | "title">, ended: boolean) {
  await page.goto(`/debate/${debate.id}`);
  await expect(page.getByRole("heading", { level: 1, name: debate.title })).toBeVisible();
  const status = page.getByTestId("debate-status");
  await inFirstScreen(page, status, "the status line");
  await inFirstScreen(page, page.getByTestId("debate-turnout"), "the turnout");
  if (ended) {
    await expect(status).toContainText("Voting ended");
    await expect(page.getByTestId("debate-verdict")).toHaveText(VERDICT);
    await inFirstScreen(page, page.getByTestId("debate-verdict"), "the verdict");
  } else {
    await expect(status).toContainText("Voting open");
    await expect(status).toContainText(/Split sealed until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  }
  for (const side of ["Position A", "Position B"]) {
    await inFirstScreen(page, page.getByText(side, { exact: true }), side);
  }
}

const tabpanel = (page: Page) => page.getByRole("tabpanel");

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    const at = `${screen.width}x${screen.height}, ${theme}`;

    test(`an open debate's first screen, for a visitor, a member, the voter and staff (${at})`, async ({
      page,
      browser,
    }) => {
      openDebate ??= longDebate(page);
      const debate = await openDebate;

      const visitor = await viewer(browser, screen, theme, null);
      await openFirstScreen(visitor.page, debate, false);
      await expect(tabpanel(visitor.page).getByText("Login Required to Vote")).toBeVisible();
      await inFirstScreen(visitor.page, tabpanel(visitor.page).getByRole("link", { name: "Sign In" }), "Sign In");
      await inFirstScreen(
        visitor.page,
        tabpanel(visitor.page).getByRole("link", { name: "Create Account" }),
        "Create Account",
      );
      await visitor.close();

      const member = await viewer(browser, screen, theme, await newMember(page.request, "fsm"));
      await openFirstScreen(member.page, debate, false);
      for (const side of ["A", "B"] as const) {
        await inFirstScreen(member.page, member.page.getByTestId(`vote-${side}`), `the Vote ${side} button`);
      }
      // the voter, right after voting: the thanks and the receipt take the buttons' place
      await member.page.getByTestId("vote-A").click();
      await expect(member.page.getByText("Thank you for voting!")).toBeVisible();
      await inFirstScreen(member.page, member.page.getByText("Thank you for voting!"), "the thanks");
      await inFirstScreen(member.page, member.page.getByTestId("receipt-value"), "the receipt");
      await inFirstScreen(member.page, member.page.getByTestId("debate-turnout"), "the turnout after the vote");
      await member.close();

      const staff = await viewer(browser, screen, theme, "demo_moderator");
      await openFirstScreen(staff.page, debate, false);
      await inFirstScreen(staff.page, staff.page.getByTestId("vote-A"), "staff's Vote A button");
      await inFirstScreen(staff.page, staff.page.getByTestId("vote-B"), "staff's Vote B button");
      await staff.close();
    });

    test(`a closed debate's first screen shows the verdict and the final turnout to every viewer (${at})`, async ({
      page,
      browser,
    }) => {
      let debate: Pick<Debate, "id" | "title">;
      let voter: string;
      if (e2eDatabaseUrl()) {
        // the PostgreSQL configuration moves the deadline: the long texts, closed, with a ballot cast before the end
        debate = await longDebate(page);
        voter = await newMember(page.request, "fsv");
        await signIn(page, voter, PASSWORD);
        const voted = await page.request.post("/api/votes", { data: { debateId: debate.id, position: "B" } });
        expect(voted.status(), await voted.text()).toBe(201);
        await endVoting(debate.id);
      } else {
        // the embedded database's clock cannot be moved: the seed's ended debate with the longest title and ballots
        const ended = (await (await page.request.get("/api/debates/ended?limit=50")).json()) as Debate[];
        const voted = ended.filter((d) => d.voteCount.total > 0).sort((a, b) => b.title.length - a.title.length);
        expect(voted.length, "the seed has ended debates with ballots").toBeGreaterThan(0);
        debate = voted[0];
        voter = "demo_user";
      }

      for (const who of [null, voter, "demo_moderator"]) {
        const v = await viewer(browser, screen, theme, who);
        await openFirstScreen(v.page, debate, true);
        const results = tabpanel(v.page).getByText("Final results");
        await inFirstScreen(v.page, results, `the results (${who ?? "visitor"})`);
        await expect(v.page.getByRole("button", { name: /^Vote [AB]/ })).toHaveCount(0);
        await v.close();
      }
    });
  }
}

test("the trust note under a debate links its board, its ledger with counts and /how-it-works", async ({ page }) => {
  openDebate ??= longDebate(page);
  const debate = await openDebate;
  await page.goto(`/debate/${debate.id}`);
  const note = page.getByRole("region", { name: "Why the split is sealed, and why to trust the count" });
  await expect(note).toContainText("One verified person, one vote");
  await expect(note).toContainText("so early votes do not sway later ones");
  await expect(note).toContainText(/If an account is deleted, a ballot it cast stays counted/);
  await expect(note.getByRole("link", { name: "public ballot board" })).toHaveAttribute(
    "href",
    `/debate/${debate.id}/ballots`,
  );
  await expect(note.getByRole("link", { name: "integrity ledger" })).toHaveAttribute(
    "href",
    `/debate/${debate.id}/ballots#integrity`,
  );
  await expect(note).toContainText(/\(\d+ attempts? refused, \d+ ballots? voided\)/);
  // the status line's sealed date leads to the note
  await page.getByRole("link", { name: /^Split sealed until/ }).click();
  await expect(page).toHaveURL(/#why-sealed$/);
  await note.getByRole("link", { name: "How it works" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "How it works" })).toBeVisible();
});

test("/how-it-works: server-rendered, shared-cacheable, linked from the menu and the footer, with its card", async ({
  page,
  request,
}) => {
  const res = await request.get("/how-it-works");
  expect(res.status()).toBe(200);
  expect(res.headers()["cdn-cache-control"]).toMatch(/s-maxage=/);
  const html = await res.text();
  // the explanation is in the server's HTML, not drawn by a script
  for (const part of [
    "One verified person, one vote",
    "Why the split is sealed",
    "Recount it yourself",
    "What was refused or voided",
    "Making fake accounts costly",
    "If an account is deleted",
  ]) {
    expect(html).toContain(part);
  }
  expect(html).toMatch(/<meta property="og:title" content="How it works"/);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toMatch(/<meta name="description" content="One verified person, one vote/);

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "How it works" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1, name: "How it works" })).toBeVisible();
  await page.getByRole("button", { name: /Open menu$/ }).click();
  await page.getByRole("menuitem", { name: "How it works" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
});

test("a first-time visitor is told what the site is in one line, until they dismiss it, with no layout shift", async ({
  browser,
}) => {
  const visitor = await viewer(browser, SCREENS[0], "light", null);
  const { page } = visitor;
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const open = (await (await page.request.get("/api/debates?limit=1")).json()) as Debate[];
  await page.goto(`/debate/${open[0].id}`);
  const line = page.getByRole("complementary", { name: "About this site" });
  await expect(line).toContainText("New here?");
  await inFirstScreen(page, line, "the welcome line");
  await line.getByRole("button", { name: "Dismiss" }).click();
  await expect(line).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the server still sends it (the page is the same for every visitor); the head script hides it before paint
  await expect(page.getByTestId("welcome-line")).toHaveCount(1);
  await expect(page.getByTestId("welcome-line")).toBeHidden();
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  await visitor.close();

  // a member never sees it
  const member = await viewer(browser, SCREENS[0], "light", "demo_user");
  await member.page.goto(`/debate/${open[0].id}`);
  await expect(member.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(member.page.getByTestId("welcome-line")).toHaveCount(0);
  await member.close();
});

test("the home says what the site is above the fold, and an ended debate's card shows its verdict under the title", async ({
  browser,
}) => {
  const visitor = await viewer(browser, SCREENS[0], "light", null);
  const { page } = visitor;
  await page.goto("/");
  await inFirstScreen(page, page.getByTestId("home-intro"), "the home's one line");
  // the home's own line says it: the layout's welcome line is left out there
  await expect(page.getByTestId("welcome-line")).toBeHidden();

  await page.goto("/?tab=past");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByText(VERDICT) })
    .first();
  const title = card.getByRole("heading", { level: 3 });
  const verdict = card.getByText(VERDICT);
  await title.scrollIntoViewIfNeeded();
  const [t, v] = [await title.boundingBox(), await verdict.boundingBox()];
  expect(t && v).toBeTruthy();
  if (!t || !v) return;
  // the line right under the title: seen with it, before the description, the sides and the counts
  expect(v.y).toBeGreaterThanOrEqual(t.y + t.height - 1);
  expect(v.y - (t.y + t.height)).toBeLessThan(24);
  await visitor.close();
});
