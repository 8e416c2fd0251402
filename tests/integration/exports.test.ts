import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as csvExport } from "../../app/api/exports/results.csv/route";
import { GET as jsonExport } from "../../app/api/exports/results.json/route";
import { getDb } from "../../lib/db";
import { lastRoot } from "../../lib/server/ballots/last-root";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { addSwingVoters } from "../fixtures/swing-voters";
import { addVoters, sides } from "../fixtures/voters";

/*
 * Issue 18, item 5: GET /api/exports/results.csv and results.json hold every closed debate (id, title, category,
 * createdAt, votingEndsAt, A, B, total, winner, lastRoot) and nothing personal; the counts here are counted again
 * from the votes table by the test. Issue 26: and the swing's columns, worked by hand for the one debate with leans.
 */

const SWING_COLUMNS = [
  "swingPaired",
  "swingWithoutLean",
  "swingLate",
  "swingAtoA",
  "swingAtoB",
  "swingBtoA",
  "swingBtoB",
  "swingUndecidedToA",
  "swingUndecidedToB",
  "swingChangeA",
  "swingChangeB",
  "swingNet",
  "swingLow",
  "swingHigh",
  "swingTooClose",
  "swingSuppressed",
];
const COLUMNS = [
  ...["id", "title", "category", "createdAt", "votingEndsAt", "A", "B", "total", "winner", "lastRoot"],
  ...SWING_COLUMNS,
];
/** A debate without leans: every ballot without a lean, nothing paired, no interval. */
const noSwing = (total: number) => ({
  swingPaired: 0,
  swingWithoutLean: total,
  swingLate: 0,
  ...{ swingAtoA: 0, swingAtoB: 0, swingBtoA: 0, swingBtoB: 0, swingUndecidedToA: 0, swingUndecidedToB: 0 },
  ...{ swingChangeA: 0, swingChangeB: 0, swingNet: 0, swingLow: null, swingHigh: null, swingTooClose: true },
  swingSuppressed: false,
});
// Leans -> ballots: A->A 1, B->A 2, undecided->B 1 (paired 4); a ballot without a lean and one whose lean was late
// (withoutLean 2, late 1). Every cell is under 5 (issue 34 item 4, the small-cell floor): the table's cells and every
// figure that would give them back are withheld, null in the JSON and '<5' (cells and the paired count) or empty in
// the CSV; only the late leans stay. The figures of larger tables: tests/integration/swing.test.ts.
const SWUNG = {
  swingPaired: null,
  swingWithoutLean: null,
  swingLate: 1,
  ...{ swingAtoA: null, swingAtoB: null, swingBtoA: null, swingBtoB: null, swingUndecidedToA: null },
  ...{ swingUndecidedToB: null, swingChangeA: null, swingChangeB: null, swingNet: null, swingLow: null },
  ...{ swingHigh: null, swingTooClose: null, swingSuppressed: true },
};
const WITHHELD_IN_CSV = new Set([
  ...["swingPaired", "swingAtoA", "swingAtoB", "swingBtoA", "swingBtoB", "swingUndecidedToA", "swingUndecidedToB"],
]);
let swungId = 0;
const TRICKY_TITLES = [
  'Commas, "quotes" and\nnew lines',
  '=HYPERLINK("http://evil.example")',
  "+1 or -1?",
  "@everyone decides",
  "-minus first",
];

type Expected = Record<string, string | number | boolean | null>;
let expected: Expected[] = [];
let excluded: number[] = [];

/** A small RFC 4180 reader: quoted fields with doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field, "the file ends with CRLF").toBe("");
  return rows;
}

beforeAll(async () => {
  const category = await createCategory({ name: 'Open, "data"', slug: "open-data" });
  const closed = [];
  for (const [i, title] of TRICKY_TITLES.entries()) {
    const d = await insertDebate({ categoryId: category.id, title, ...endedAgo(60_000 * (10 - i)) });
    await addVoters(d.id, sides(i + 1, 3 - Math.min(i, 3)));
    closed.push(d);
  }
  const tie = await insertDebate({ categoryId: category.id, ...endedAgo(50_000) });
  await addVoters(tie.id, sides(2, 2));
  const empty = await insertDebate({ categoryId: category.id, ...endedAgo(40_000) });
  const swung = await insertDebate({ categoryId: category.id, ...endedAgo(35_000) });
  swungId = swung.id;
  await addSwingVoters(swung.id, [
    { lean: "A", side: "A" },
    { lean: "B", side: "A" },
    { lean: "B", side: "A" },
    { lean: "undecided", side: "B" },
    { side: "B" },
    { lean: "A", late: true, side: "A" },
  ]);
  closed.push(tie, empty, swung);
  const hidden = await insertDebate({ categoryId: category.id, ...endedAgo(30_000) });
  await addVoters(hidden.id, sides(1, 0));
  await closeDueDebates();
  await getDb().execute(sql`update debates set is_active = false where id = ${hidden.id}`);
  // not closed: still open, or past the deadline but nobody has closed it yet
  const open = await insertDebate({ categoryId: category.id });
  await addVoters(open.id, sides(1, 1));
  const unclosed = await insertDebate({ categoryId: category.id, ...endedAgo(1000) });
  excluded = [hidden.id, open.id, unclosed.id];

  // the expected rows, counted again from the votes table
  const { rows } = await getDb().execute<{ id: number; a: number; b: number }>(sql`
    select d.id, count(v.id) filter (where v.position = 'A')::int as a, count(v.id) filter (where v.position = 'B')::int as b
    from debates d left join votes v on v.debate_id = d.id
    where d.id in (${sql.join(
      closed.map((d) => sql`${d.id}`),
      sql`, `,
    )}) group by d.id`);
  const counts = new Map(rows.map((r) => [Number(r.id), r]));
  expected = [];
  for (const d of closed) {
    const { a, b } = counts.get(d.id)!;
    expected.push({
      id: d.id,
      title: d.title,
      category: category.name,
      createdAt: d.createdAt.toISOString(),
      votingEndsAt: d.votingEndsAt.toISOString(),
      A: a,
      B: b,
      total: a + b,
      winner: a > b ? "A" : b > a ? "B" : a + b === 0 ? "none" : "tie",
      lastRoot: await lastRoot(getDb(), d.id),
      ...(d.id === swungId ? SWUNG : noSwing(a + b)),
    });
  }
});

describe("GET /api/exports/results.json", () => {
  it("holds exactly the closed debates that are not taken down, with their counts, winner and last root", async () => {
    const res = await call(jsonExport, "/api/exports/results.json");
    expect(res.status).toBe(200);
    expect(expected).toHaveLength(TRICKY_TITLES.length + 3);
    expect(res.body).toEqual(expected);
    const ids = (res.body as Expected[]).map((r) => r.id);
    expect(excluded.filter((id) => ids.includes(id))).toEqual([]);
    for (const row of res.body as Expected[]) expect(Object.keys(row)).toEqual(COLUMNS);
    const voted = (res.body as Expected[]).filter((r) => Number(r.total) > 0);
    expect(voted.every((r) => /^[0-9a-f]{64}$/.test(String(r.lastRoot)))).toBe(true);
    expect((res.body as Expected[]).find((r) => r.total === 0)?.lastRoot).toBeNull();
    // issue 24 item 6.6: a debate nobody voted on is 'none' (no votes were cast, as its page says), never a tie
    expect((res.body as Expected[]).filter((r) => r.total === 0).map((r) => r.winner)).toEqual(["none"]);
    expect((res.body as Expected[]).filter((r) => r.winner === "tie").every((r) => Number(r.total) > 0)).toBe(true);
  });

  it("is cacheable like other visitor answers, and the same for a signed-in caller (no personal data)", async () => {
    const visitor = await call(jsonExport, "/api/exports/results.json");
    expect(visitor.headers.get("cdn-cache-control")).toMatch(/s-maxage=\d+/);
    const signedIn = await call(jsonExport, "/api/exports/results.json", { cookie: await login(await createUser()) });
    expect(signedIn.body).toEqual(visitor.body);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.text).not.toMatch(/@example\.com|user_|username|opening|commitment/);
  });
});

describe("GET /api/exports/results.csv", () => {
  it("holds the same rows as CSV: header, quoted fields, spreadsheet formulas defused", async () => {
    const res = await call(csvExport, "/api/exports/results.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cdn-cache-control")).toMatch(/s-maxage=\d+/);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(COLUMNS);
    const defused = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);
    expect(rows).toEqual(
      expected.map((e) =>
        COLUMNS.map((c) =>
          e[c] === null
            ? e.swingSuppressed && WITHHELD_IN_CSV.has(c)
              ? "<5"
              : ""
            : typeof e[c] === "string"
              ? defused(String(e[c]))
              : String(e[c]),
        ),
      ),
    );
    expect(res.text).toContain('"Commas, ""quotes"" and\nnew lines"');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(res.text).toContain(",'+1 or -1?,");
    expect(res.text).toContain('"Open, ""data"""');
  });
});
