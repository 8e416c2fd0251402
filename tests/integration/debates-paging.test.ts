import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOpen } from "../../app/api/debates/route";
import { GET as listEnded } from "../../app/api/debates/ended/route";
import { getDb } from "../../lib/db";
import { debates } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createCategory, DAY } from "../fixtures/debates";

type Handler = typeof listOpen;
const OPEN = 23;
const ENDED = 105;
const openIds: number[] = [];

async function collect(handler: Handler, path: string) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: { id: number }[]; headers: Headers } = await call(
      handler,
      `${path}${path.includes("?") ? "&" : "?"}limit=5${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(5);
    seen.push(...res.body.map((d) => d.id));
    cursor = res.headers.get("x-next-cursor");
    pages += 1;
  } while (cursor && pages < 100);
  return seen;
}

beforeAll(async () => {
  const cat = await createCategory();
  const now = Date.now();
  // ties on every sort key (same second, same tally) so the id tiebreak is exercised
  const rows = Array.from({ length: OPEN + ENDED }, (_, i) => {
    const open = i < OPEN;
    const createdAt = new Date(
      open ? now - Math.floor(i / 3) * 3600_000 : now - 8 * DAY - Math.floor(i / 4) * 3600_000,
    );
    const votesA = i % 4;
    return {
      title: `Paged debate ${i}`,
      description: "A description long enough for a debate that is paged through in tests.",
      categoryId: cat.id,
      positionATitle: "Yes",
      positionBTitle: "No",
      createdAt,
      votingEndsAt: new Date(createdAt.getTime() + 7 * DAY),
      votesA,
      voteTotal: votesA,
    };
  });
  const inserted = await getDb().insert(debates).values(rows).returning({ id: debates.id, title: debates.title });
  openIds.push(...inserted.slice(0, OPEN).map((r) => r.id));
});

describe("keyset paging", () => {
  it.each(["recent", "popular", "ending"])(
    "every open debate comes exactly once, in order, with sort=%s",
    async (sort) => {
      const all = await call(listOpen, `/api/debates?sort=${sort}`);
      const paged = await collect(listOpen, `/api/debates?sort=${sort}`);
      expect(paged).toEqual(all.body.map((d: { id: number }) => d.id));
      expect([...paged].sort((a, b) => a - b)).toEqual(openIds);
    },
  );

  it.each(["recent", "popular", "ending"])("every ended debate comes exactly once with sort=%s", async (sort) => {
    const paged = await collect(listEnded, `/api/debates/ended?sort=${sort}`);
    expect(paged).toHaveLength(ENDED);
    expect(new Set(paged).size).toBe(ENDED);
  });

  it("defaults to 20 per page when a cursor or limit is given", async () => {
    const first = await call(listOpen, "/api/debates?limit=20");
    const second = await call(listOpen, `/api/debates?cursor=${first.headers.get("x-next-cursor")}`);
    expect(first.body).toHaveLength(20);
    expect(second.body).toHaveLength(OPEN - 20);
    expect(second.headers.get("x-next-cursor")).toBeNull();
  });

  it("without paging parameters answers at most 100, with a cursor for the rest", async () => {
    const res = await call(listEnded, "/api/debates/ended");
    expect(res.body).toHaveLength(100);
    const rest = await call(listEnded, `/api/debates/ended?cursor=${res.headers.get("x-next-cursor")}`);
    expect(rest.body).toHaveLength(ENDED - 100);
  });

  it("refuses a forged cursor and a cursor of another sort", async () => {
    const bad = await call(listOpen, "/api/debates?cursor=bm9wZQ");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Invalid cursor", errors: { cursor: "Invalid cursor" }, code: "BAD_REQUEST" });
    const first = await call(listOpen, "/api/debates?sort=popular&limit=2");
    const other = await call(listOpen, `/api/debates?sort=recent&cursor=${first.headers.get("x-next-cursor")}`);
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      message: "Invalid cursor",
      errors: { cursor: "This cursor belongs to another list or sort" },
      code: "BAD_REQUEST",
    });
    const injected = Buffer.from(JSON.stringify(["open:recent", "'; drop table debates; --", 1])).toString("base64url");
    expect((await call(listOpen, `/api/debates?cursor=${injected}`)).status).toBe(400);
  });
});
