import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { parseCsv } from "../fixtures/my-data";
import { expect, newMember, PASSWORD, signIn, test } from "./fixtures";

// Issue 36 item 5: a member who has created a debate, leaned, voted and reported clicks 'Download my data' in
// settings; the zip arrives under its dated name and holds the README and each part as JSON and CSV.
const FORMULA = "=1+1 is not a formula here";

test("a member downloads their data from settings: a dated zip with the README, their ballot and report", async ({
  page,
}) => {
  const username = await newMember(page.request, "mydata");
  await signIn(page, username, PASSWORD);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await page.request.post("/api/debates", {
    data: {
      title: `Download my data ${Date.now().toString(36)}: should people keep a copy?`,
      description: "A debate made by the 'Download my data' end-to-end test: a lean, a vote and a report on it.",
      categoryId: categories[0].id,
      positionATitle: "Keep a copy",
      positionBTitle: "Trust the site",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/debates/${id}/lean`, { data: { lean: "undecided" } })).status()).toBe(201);
  const voted = await page.request.post("/api/votes", { data: { debateId: id, position: "A" } });
  expect(voted.status()).toBe(201);
  const { receipt, opening } = (await voted.json()) as { receipt: string; opening: string };
  // (a comment needs PV+; a report is every member's: here of the member's own fresh debate, so no one else's)
  const reported = await page.request.post("/api/moderation/reports", {
    data: { targetType: "debate", targetId: id, reason: "spam", description: FORMULA },
  });
  expect(reported.status()).toBe(201);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Your Data" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`peoples-verdict-my-data-${day}.zip`);
  const files = Object.fromEntries(
    Object.entries(unzipSync(await readFile(await download.path()))).map(([name, data]) => [name, strFromU8(data)]),
  );

  const readme = files["README.txt"];
  expect(readme).toContain(`for the account "${username}"`);
  expect(readme.replace(/\s+/g, " ")).toContain(
    "a ballot you have already cast stays counted and stays on the debate's public ballot board, with no link left to you",
  );
  for (const name of [
    "profile",
    "sessions",
    "debates",
    "ballots",
    "leans",
    "reports",
    "comments",
    "messages",
    "appeals",
  ]) {
    expect(readme).toContain(`${name}-${day}.json`);
    expect(Object.keys(files)).toEqual(expect.arrayContaining([`${name}-${day}.json`, `${name}-${day}.csv`]));
  }

  expect(JSON.parse(files[`profile-${day}.json`])).toMatchObject({ username, emailVerified: true });
  expect(JSON.parse(files[`debates-${day}.json`])).toEqual([expect.objectContaining({ debateId: id, votes: 1 })]);
  const ballots = JSON.parse(files[`ballots-${day}.json`]) as Record<string, unknown>[];
  expect(ballots).toEqual([expect.objectContaining({ debateId: id, side: "A", receipt, opening })]);
  expect(createHash("sha256").update(`pv1|${id}|A|${opening}`).digest("hex")).toBe(receipt);
  expect(JSON.parse(files[`leans-${day}.json`])).toEqual([
    expect.objectContaining({ debateId: id, lean: "undecided" }),
  ]);

  const [header, ...rows] = parseCsv(files[`reports-${day}.csv`]);
  expect(rows).toHaveLength(1);
  expect(rows[0][header.indexOf("description")]).toBe(`'${FORMULA}`);
  expect(JSON.parse(files[`reports-${day}.json`])).toEqual([
    expect.objectContaining({ targetType: "debate", targetId: id, description: FORMULA, status: "pending" }),
  ]);
  const sessions = JSON.parse(files[`sessions-${day}.json`]) as { thisSession: boolean }[];
  expect(sessions.filter((s) => s.thisSession)).toHaveLength(1);
});
