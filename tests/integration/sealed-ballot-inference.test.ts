import path from "node:path";
import { and, asc, eq, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { GET as userVotes } from "../../app/api/users/[id]/votes/route";
import { getDb } from "../../lib/db";
import { debates, leans, users, votes } from "../../lib/db/schema";
import type { RouteHandler } from "../../lib/api/with-route";
import { REFUSES_METHOD } from "../../lib/api/method-not-allowed";
import { seedDemo } from "../../lib/db/seed";
import { DAY, createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createPersonas, insertPlainUser } from "../fixtures/personas";
import { routeFiles } from "../fixtures/route-files";
import { login } from "../fixtures/users";
import type { Lean, VotePosition } from "../../lib/enums";

/*
 * Issue 24 item 1b (decisions.md 'Vote integrity'): after the deadline, no voter's side can be worked out from public
 * answers. The attacker here reads what anyone can: every user's voting history (GET /api/users/{id}/votes, which the
 * public user page shows) and the closed ballot board. Batches follow the order votes were cast, so the attacker
 * orders each debate's voters by the finest time (and id) the histories give, and works out which places in the cast
 * order each voter can hold: the ballots of the batches those places fall in are all the voter's ballot can be. For
 * every closed debate in the fixtures (the demo data and the shapes below), that set must hold the voter's whole
 * batch and never fewer than 25 ballots (every ballot of a smaller debate): no public answer narrows a voter's side
 * below a whole batch. Before the fix a lone last voter was a batch of one, told apart by their vote's exact time.
 */

type PublicVote = { id?: number; createdAt: string; debate: { id: number } };
type Board = {
  total: number;
  batches: Array<{ index: number; size: number; commitments: string[] }>;
  ballots: Array<{ commitment: string; side: VotePosition }>;
  result: { A: number; B: number };
};

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  await seedDemo(getDb(), "DemoPass123");
});

/** A closed debate whose voters cast, in this order, on the given days before its deadline (one entry per voter). */
async function closedDebate(days: number[]) {
  const debate = await insertDebate({ categoryId, ...endedAgo(3600_000) });
  const end = debate.votingEndsAt.getTime();
  for (const [i, daysBefore] of days.entries()) {
    const user = await insertPlainUser();
    // distinct exact times, in cast order, within each day
    const createdAt = new Date(end - daysBefore * DAY - (days.length - i) * 1000);
    await getDb()
      .insert(votes)
      .values({ debateId: debate.id, userId: user.id, position: i % 3 ? "B" : "A", createdAt });
  }
  await getDb()
    .update(debates)
    .set({
      votesA: days.filter((_, i) => i % 3 === 0).length,
      votesB: days.filter((_, i) => i % 3 !== 0).length,
      voteTotal: days.length,
    })
    .where(eq(debates.id, debate.id));
  return debate;
}

const repeat = (n: number, day: number) => Array.from({ length: n }, () => day);

describe("after the deadline, public answers tie no voter to less than a whole batch", () => {
  it("for every closed debate in the fixtures", async () => {
    // the audit's case: the 26th voter alone on the last day; and the same past two full batches
    await closedDebate([...repeat(25, 3), 2]);
    await closedDebate([...repeat(50, 3), 1]);
    // three days, batches across day boundaries; one voter; a debate smaller than a batch
    await closedDebate([...repeat(20, 4), ...repeat(20, 3), ...repeat(20, 2)]);
    await closedDebate([2]);
    await closedDebate([...repeat(23, 3), 2]);

    // what anyone can read: every account's voting history (as a visitor)
    const everyone = await getDb().select({ id: users.id }).from(users);
    const history = new Map<number, Array<{ userId: number; key: string }>>();
    for (const { id } of everyone) {
      const res = await call(userVotes, `/api/users/${id}/votes`, { params: { id: String(id) } });
      expect(res.status).toBe(200);
      for (const v of res.body as PublicVote[]) {
        // the finest order the answer gives: its time, then its id if it shows one
        const key = `${v.createdAt}|${v.id === undefined ? "" : String(v.id).padStart(12, "0")}`;
        history.set(v.debate.id, [...(history.get(v.debate.id) ?? []), { userId: id, key }]);
      }
    }

    const closed = await getDb()
      .select({ id: debates.id })
      .from(debates)
      .where(and(eq(debates.isActive, true), lte(debates.votingEndsAt, new Date())));
    let checked = 0;
    for (const { id: debateId } of closed) {
      const board: Board = (
        await call(boardGET, `/api/debates/${debateId}/ballots`, { params: { id: String(debateId) } })
      ).body;
      const voters = history.get(debateId) ?? [];
      // the small-cell floor (issue 34 item 4): others see a vote on a closed debate only where each side holds 5
      const listed = board.result.A >= 5 && board.result.B >= 5;
      expect(voters, `debate ${debateId}: every voter's history lists it, or none`).toHaveLength(
        listed ? board.total : 0,
      );
      if (!voters.length) continue;
      // each batch's ballots, by place in the cast order
      const batchAt: number[] = [];
      for (const b of board.batches) for (let i = 0; i < b.size; i++) batchAt.push(b.index);
      // the truth, to check the attacker's reasoning holds: each voter's ballot
      const truth = await getDb()
        .select({ userId: votes.userId, commitment: votes.commitment })
        .from(votes)
        .where(eq(votes.debateId, debateId))
        .orderBy(asc(votes.seq));
      const ballotOf = new Map(truth.map((t) => [t.userId, t.commitment]));

      for (const voter of voters) {
        // the places the voter can hold: after every vote with an earlier key, before every vote with a later one
        const first = voters.filter((v) => v.key < voter.key).length;
        const last = voters.filter((v) => v.key <= voter.key).length - 1;
        const batches = new Set(batchAt.slice(first, last + 1));
        const candidates = board.batches.filter((b) => batches.has(b.index)).flatMap((b) => b.commitments);
        const own = ballotOf.get(voter.userId)!;
        const ownBatch = board.batches.find((b) => b.commitments.includes(own))!;
        expect(candidates, `debate ${debateId}: the voter's ballot is among the candidates`).toContain(own);
        expect(candidates, `debate ${debateId}: the voter's whole batch is among the candidates`).toEqual(
          expect.arrayContaining(ownBatch.commitments),
        );
        expect(
          candidates.length,
          `debate ${debateId} (${board.total} ballots): voter ${voter.userId} narrowed to ${candidates.length}`,
        ).toBeGreaterThanOrEqual(Math.min(25, board.total));
        checked += 1;
      }
    }
    // the debates above whose sides hold 5 each (26 + 51 + 60 + 24 voters; the one-voter debate lists nobody) and the
    // demo data's ended debates with votes
    expect(checked).toBeGreaterThan(162);
  });
});

/*
 * Issue 26 (docs/decisions/0019-minds-changed.md): the lean is as sealed as the ballot. While a debate is open, no
 * answer of any GET route, to anyone (a visitor, a member, a moderator, an admin), holds a lean, a late flag, a lean's
 * opening or an unpublished lean's commitment, or any split of the leans; the member's own vote status alone shows
 * their own lean.
 */
describe("while open, no lean leaves any answer, staff included", () => {
  it("for every GET route, as a visitor, a member, a moderator and an admin", async () => {
    const debate = await insertDebate({ categoryId });
    const split = { A: 3, B: 5, undecided: 7 } as const;
    const leaners = [];
    for (const [lean, n] of Object.entries(split) as [Lean, number][])
      for (let i = 0; i < n; i++) {
        const user = await insertPlainUser({ emailVerified: true });
        const [row] = await getDb()
          .insert(leans)
          .values({ debateId: debate.id, userId: user.id, lean, late: i === 0 })
          .returning();
        leaners.push({ user, row });
      }
    // some of them voted after leaning
    for (const { user } of leaners.slice(0, 6))
      await getDb().insert(votes).values({ debateId: debate.id, userId: user.id, position: "A" });
    const secrets = leaners.flatMap(({ row }) => [row.opening, row.commitment]);
    const personas = await createPersonas();
    const callers = {
      visitor: undefined,
      user: await login(personas.user!),
      moderator: await login(personas.moderator!),
      admin: await login(personas.admin!),
    };
    const leaner = leaners[leaners.length - 1].user.id;
    // a route's dynamic parts: the open debate, or the last leaner's account
    const paramsOf = (file: string) => {
      const params: Record<string, string> = {};
      for (const [, name] of file.matchAll(/\[(?:\.\.\.)?(\w+)\]/g))
        params[name] = name === "debateId" || file.includes("debates/[id]") ? String(debate.id) : String(leaner);
      return params;
    };
    const leaks: string[] = [];
    let calls = 0;
    for (const file of routeFiles()) {
      // the poster route fetches from the video host (tests/integration/video-poster.test.ts)
      if (file.includes("video-poster")) continue;
      // the API's description names the fields and values of a lean (issue 29), and is the same whatever the database
      if (file.startsWith("app/api/openapi.json/") || file.startsWith("app/api/docs/")) continue;
      const mod = (await import(path.join(process.cwd(), file))) as Record<string, unknown>;
      const handler = mod.GET as RouteHandler | undefined;
      if (typeof handler !== "function" || REFUSES_METHOD in handler) continue;
      const params = paramsOf(file);
      const urlPath = `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`.replace(
        /\[(?:\.\.\.)?(\w+)\]/g,
        (_, name: string) => params[name],
      );
      for (const [who, cookie] of Object.entries(callers)) {
        const res = await call(handler, urlPath, { cookie, params });
        calls += 1;
        const what = `${who}: GET ${urlPath} (${res.status})`;
        if (secrets.some((secret) => res.text.includes(secret))) leaks.push(`${what}: a lean's opening or commitment`);
        // (the caller's own status answers "lean":null: none of them leaned here; the exports' swingUndecidedToA and
        // swingUndecidedToB are column names, of closed debates only)
        if (/(?<!swing)undecided|"lean":(?!null)|"late"/i.test(res.text)) leaks.push(`${what}: a lean or its flag`);
        const leanSection = res.text.match(/"leans":\{[^}]*\}/)?.[0];
        if (leanSection && /"(A|B|items)"/.test(leanSection)) leaks.push(`${what}: a split of leans`);
      }
    }
    expect(calls).toBeGreaterThan(80);
    expect(leaks).toEqual([]);
    // the one place a lean shows: the member's own status, to them alone
    const { GET: status } = await import("../../app/api/votes/[debateId]/user/route");
    const own = await call(status, `/api/votes/${debate.id}/user`, {
      cookie: await login(leaners[0].user),
      params: { debateId: String(debate.id) },
    });
    expect(own.body.lean).toEqual({ lean: "A", late: true, receipt: leaners[0].row.commitment });
  });
});
