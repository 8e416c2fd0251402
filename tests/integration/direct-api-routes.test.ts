// The calls scripts/start.ts serves itself (lib/serve/direct-api-routes.ts), over real HTTP on the test database:
// the route handlers give the same answers there as through Next.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listDebates } from "../../app/api/debates/route";
import { POST as castVote } from "../../app/api/votes/route";
import { getDb } from "../../lib/db";
import { debates } from "../../lib/db/schema";
import { directApiRoutes } from "../../lib/serve/direct-api-routes";
import { createCategory, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

let server: Server;
let origin: string;

beforeAll(async () => {
  const direct = directApiRoutes({ "GET /api/debates": listDebates, "POST /api/votes": castVote });
  server = createServer((req, res) => {
    if (!direct(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const vote = (body: unknown, headers: Record<string, string>) =>
  fetch(`${origin}/api/votes`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

describe("POST /api/votes served by start.ts", () => {
  it("counts a signed-in vote once, with the documented answers and the security headers", async () => {
    const category = await createCategory();
    const debate = await insertDebate({ categoryId: category.id });
    const cookie = await login(await createUser());
    const first = await vote({ debateId: debate.id, position: "A" }, { cookie, origin });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ debateId: debate.id, position: "A", hasVoted: true, voteCount: { total: 1 } });
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    const again = await vote({ debateId: debate.id, position: "B" }, { cookie, origin });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Already voted" });
    const [row] = await getDb().select().from(debates).where(eq(debates.id, debate.id));
    expect({ a: row.votesA, b: row.votesB, total: row.voteTotal }).toEqual({ a: 1, b: 0, total: 1 });
  });

  it("refuses a visitor, another site and a body that is not JSON, as the wrapper does", async () => {
    const category = await createCategory();
    const debate = await insertDebate({ categoryId: category.id });
    const cookie = await login(await createUser());
    const visitor = await vote({ debateId: debate.id, position: "A" }, { origin });
    expect([visitor.status, await visitor.json()]).toEqual([401, { message: "Authentication required" }]);
    const crossSite = await vote({ debateId: debate.id, position: "A" }, { cookie, origin: "https://evil.example" });
    expect([crossSite.status, await crossSite.json()]).toEqual([403, { message: "Cross-site request refused" }]);
    const malformed = await fetch(`${origin}/api/votes`, { method: "POST", body: "{oops", headers: { cookie, origin, "content-type": "application/json" } });
    expect([malformed.status, await malformed.json()]).toEqual([400, { message: "Malformed JSON body" }]);
    const [row] = await getDb().select().from(debates).where(eq(debates.id, debate.id));
    expect(row.voteTotal).toBe(0);
  });
});

describe("GET /api/debates served by start.ts", () => {
  it("searches with the list's headers and gzips for a client that accepts it", async () => {
    const category = await createCategory();
    const word = `zebrafish${Date.now()}`;
    for (let i = 0; i < 3; i++) await insertDebate({ categoryId: category.id, title: `Should ${word} number ${i} be protected?` });
    const res = await fetch(`${origin}/api/debates?search=${word.toUpperCase()}&limit=2`, { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip"); // fetch decodes it
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(res.headers.get("x-next-cursor")).toBeTruthy();
    const page = (await res.json()) as Array<{ title: string; voteCount: Record<string, number> }>;
    expect(page.map((d) => d.title)).toEqual([`Should ${word} number 2 be protected?`, `Should ${word} number 1 be protected?`]);
    expect(page[0].voteCount).toEqual({ total: 0 });
    const bad = await fetch(`${origin}/api/debates?sort=sideways`);
    expect(bad.status).toBe(400);
  });
});
