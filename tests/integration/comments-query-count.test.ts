import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadDebatePage } from "../../app/debate/[id]/load-debate";
import { getDb } from "../../lib/db";
import { commentCalls as api } from "../fixtures/comments";
import { createCategory, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

// the page reads its visitor's cookie through next/headers; here the test hands it the cookie of the moment
const cookieJar = vi.hoisted(() => ({ value: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => {
      const match = cookieJar.value.match(new RegExp(`${name}=([^;]+)`));
      return match ? { name, value: match[1] } : undefined;
    },
  }),
}));

/** Runs `work` and counts the statements it sends to the database (every driver call goes through $client.query). */
async function countQueries(work: () => Promise<unknown>) {
  const client = (getDb() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** n comments in threads of four (a top-level comment and three replies), some liked, as one statement. */
async function fill(debateId: number, n: number, userIds: number[]) {
  const ids = sql.raw(`array[${userIds.join(",")}]`);
  await getDb().execute(sql`
    insert into comments (debate_id, user_id, content) select ${debateId}, (${ids})[1 + g % ${userIds.length}], 'Top ' || g
    from generate_series(1, ${Math.ceil(n / 4)}) g`);
  await getDb().execute(sql`
    insert into comments (debate_id, user_id, parent_id, root_id, content)
    select c.debate_id, (${ids})[1 + (c.id + r) % ${userIds.length}], c.id, c.id, 'Reply ' || r
    from comments c cross join generate_series(1, 3) r where c.debate_id = ${debateId} and c.parent_id is null`);
  await getDb().execute(sql`
    insert into comment_likes (comment_id, user_id, is_like)
    select c.id, u, (c.id + u) % 3 <> 0 from comments c cross join unnest(${ids}) u where c.debate_id = ${debateId}`);
}

describe("the cost of a discussion does not grow with its length", () => {
  let small: number;
  let large: number;
  let cookie: string;

  beforeAll(async () => {
    const categoryId = (await createCategory()).id;
    const plus = await createUser({ roles: ["pv_plus"] });
    const others = await Promise.all([createUser({ roles: ["moderator"] }), createUser()]);
    cookie = await login(plus);
    small = (await insertDebate({ categoryId })).id;
    large = (await insertDebate({ categoryId })).id;
    await fill(small, 3, [plus.id, others[0].id]);
    await fill(large, 3000, [plus.id, ...others.map((u) => u.id)]);
  });

  it("GET /api/debates/{id}/comments sends the same statements for 3 comments as for 3,000", async () => {
    const few = await countQueries(() => api.list(small, cookie, "?limit=3"));
    const many = await countQueries(() => api.list(large, cookie, "?limit=3"));
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    const page = await api.list(large, cookie, "?limit=3");
    expect(page.body).toHaveLength(3);
    expect(page.body[0].replies).toHaveLength(3);
    expect(Number(page.headers.get("X-Total-Count"))).toBe(750);
    const fullPage = await countQueries(() => api.list(large, cookie));
    expect(fullPage).toBe(few);
  });

  it("the debate page's data sends the same statements for 3 comments as for 3,000, signed in or not", async () => {
    for (const who of ["", cookie]) {
      cookieJar.value = who;
      const few = await countQueries(() => loadDebatePage(String(small)));
      const many = await countQueries(() => loadDebatePage(String(large)));
      expect(few).toBeGreaterThan(0);
      expect(many).toBe(few);
      const { debate } = await loadDebatePage(String(large));
      expect(debate?.commentCount).toBe(3000);
    }
  });
});
