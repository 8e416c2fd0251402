import { beforeAll, describe, expect, it } from "vitest";
import { GET as turnout } from "../../app/api/debates/[id]/turnout/route";
import { POST as vote } from "../../app/api/votes/route";
import { SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS } from "../../lib/cache-policy";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { createCategory, insertDebate } from "../fixtures/debates";

// GET /api/debates/{id}/turnout (decisions.md 'A debate that goes viral'): the count an open page follows, the same
// for everyone, so a shared cache keeps one copy for all its viewers; never the split.
let categoryId: number;
const at = (id: number) => ({ params: { id: String(id) } });

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

describe("GET /api/debates/{id}/turnout", () => {
  it("gives the total and never the split, shared a few seconds by caches, and follows each vote", async () => {
    const debate = await insertDebate({ categoryId, votesA: 3, votesB: 4 });
    const first = await call(turnout, `/api/debates/${debate.id}/turnout`, at(debate.id));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ debateId: debate.id, total: 7 });
    expect(first.headers.get(SHARED_CACHE_HEADER)).toBe(SHARED_FOR_A_FEW_SECONDS);

    for (const position of ["A", "B"] as const) {
      const cookie = await login(await createUser());
      const cast = await call(vote, "/api/votes", { method: "POST", body: { debateId: debate.id, position }, cookie });
      expect(cast.status, cast.text).toBe(201);
    }
    const after = await call(turnout, `/api/debates/${debate.id}/turnout`, at(debate.id));
    expect(after.body).toEqual({ debateId: debate.id, total: 9 });
  });

  it("is the same answer with a session: it reads no cookie", async () => {
    const debate = await insertDebate({ categoryId, votesA: 1, votesB: 0 });
    const cookie = await login(await createUser({ roles: ["admin"] }));
    const res = await call(turnout, `/api/debates/${debate.id}/turnout`, { ...at(debate.id), cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ debateId: debate.id, total: 1 });
  });

  it("is 404 for a taken-down debate, to staff too, and for one that does not exist", async () => {
    const gone = await insertDebate({ categoryId, isActive: false });
    const staff = await login(await createUser({ roles: ["moderator"] }));
    for (const cookie of [undefined, staff]) {
      const res = await call(turnout, `/api/debates/${gone.id}/turnout`, { ...at(gone.id), cookie });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await call(turnout, "/api/debates/2147483647/turnout", at(2147483647))).status).toBe(404);
    expect((await call(turnout, "/api/debates/abc/turnout", { params: { id: "abc" } })).status).toBe(404);
  });
});
