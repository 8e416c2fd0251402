import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as boardGET } from "../../app/api/debates/[id]/ballots/route";
import { GET as integrityGET } from "../../app/api/debates/[id]/integrity/route";
import { GET as debateGET } from "../../app/api/debates/[id]/route";
import { GET as resultsCsv } from "../../app/api/exports/results.csv/route";
import { GET as resultsJson } from "../../app/api/exports/results.json/route";
import { GET as userGET } from "../../app/api/users/[id]/route";
import { GET as userVotesGET } from "../../app/api/users/[id]/votes/route";
import { getDb } from "../../lib/db";
import { debates, users } from "../../lib/db/schema";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { verifyBoard, verifyLedger } from "../../scripts/verify-ballots.mjs";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { addSwingVoters, times, type SwingVoter } from "../fixtures/swing-voters";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 34 item 4 (decisions.md 'Vote integrity', the small-cell floor): after the deadline, no public answer lets
 * anyone learn one person's ballot or lean. Three closed debates: one voter; a unanimous one; and one where two
 * accounts newer than the debate voted beside ten older ones. None of the ledger, the debate's swing, the board's
 * swing, the exports, the public card or the voting history gives away the lone voter's lean, the unanimous voters'
 * participation, or the newcomers' side; the verifier still recounts each board and accepts each ledger.
 */

const idParams = (id: number) => ({ params: { id: String(id) } });
const ended = async (voters: SwingVoter[], older: "all" | number = "all") => {
  const { id } = await insertDebate({ categoryId });
  const ids = await addSwingVoters(id, voters);
  const old = older === "all" ? ids : ids.slice(0, older);
  if (old.length)
    await getDb()
      .update(users)
      .set({ joinedAt: sql`now() - interval '40 days'` })
      .where(inArray(users.id, old));
  await getDb()
    .update(debates)
    .set({ votingEndsAt: sql`now() - interval '1 second'` })
    .where(eq(debates.id, id));
  await closeDueDebates();
  return { id, ids };
};
const get = async (route: typeof debateGET, path: string, id: number, cookie?: string) =>
  (await call(route, path, { ...idParams(id), cookie })).body;
const exportRow = async (id: number) =>
  (await call(resultsJson, "/api/exports/results.json")).body.find((r: { id: number }) => r.id === id);
const csvRow = async (id: number) => {
  const [header, ...rows] = (await call(resultsCsv, "/api/exports/results.csv")).text.trim().split("\r\n");
  const row = rows.find((r) => r.startsWith(`${id},`))!.split(",");
  return Object.fromEntries(header.split(",").map((h, i) => [h, row[row.length - header.split(",").length + i]]));
};
const historyHas = async (userId: number, debateId: number, cookie?: string) =>
  (await call(userVotesGET, `/api/users/${userId}/votes`, { ...idParams(userId), cookie })).body.some(
    (v: { debate: { id: number } }) => v.debate.id === debateId,
  );

const WITHHELD_TABLE = { A: { A: null, B: null }, B: { A: null, B: null }, undecided: { A: null, B: null } };

let categoryId: number;
let memberCookie: string;
let modCookie: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  memberCookie = await login(await createUser());
  modCookie = await login(await createUser({ roles: ["moderator"] }));
});

describe("the small-cell floor after the deadline", () => {
  it("a one-voter debate: the verdict, but not the voter's lean, their participation or their join instant", async () => {
    // a newcomer who leaned A and voted B
    const { id, ids } = await ended([{ lean: "A", side: "B" }], 0);
    const [voter] = ids;
    const debate = await get(debateGET, `/api/debates/${id}`, id);
    expect(debate.voteCount).toEqual({ A: 0, B: 1, total: 1 });
    expect(debate.swing).toEqual({
      table: WITHHELD_TABLE,
      paired: null,
      withoutLean: null,
      late: 0,
      shares: null,
      change: null,
      net: null,
      interval: null,
      tooClose: null,
      suppressed: true,
    });
    const board = await get(boardGET, `/api/debates/${id}/ballots`, id);
    expect(board.swing).toEqual(debate.swing);
    expect(verifyBoard(board)).toMatchObject({ ok: true });
    // the ledger: the newcomer is the whole of the newer accounts' group, so the older accounts' verdict is withheld
    const ledger = await get(integrityGET, `/api/debates/${id}/integrity`, id);
    expect(ledger.verdicts).toEqual({
      all: { A: 0, B: 1, total: 1, winner: "B" },
      established: { A: null, B: null, total: null, winner: null, suppressed: true },
      agree: null,
    });
    expect(verifyLedger(board, ledger)).toBeNull();
    // the exports: no cell, no figure
    expect(await exportRow(id)).toMatchObject({
      ...{ swingPaired: null, swingAtoA: null, swingAtoB: null, swingNet: null, swingChangeA: null },
      swingSuppressed: true,
    });
    expect(await csvRow(id)).toMatchObject({
      swingPaired: "<5",
      swingAtoB: "<5",
      swingNet: "",
      swingSuppressed: "true",
    });
    // the voting history: others do not see the vote; the voter and staff do
    expect(await historyHas(voter, id)).toBe(false);
    expect(await historyHas(voter, id, memberCookie)).toBe(false);
    expect(await historyHas(voter, id, await login({ id: voter }))).toBe(true);
    expect(await historyHas(voter, id, modCookie)).toBe(true);
    // the public card: the join month, no instant, no status
    const card = await get(userGET, `/api/users/${voter}`, voter);
    expect(card.joinedAt).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    expect(card).not.toHaveProperty("status");
  });

  it("a unanimous debate: its voters' participation is not shown, nor the leans of its one full cell", async () => {
    const { id, ids } = await ended(times(6, { lean: "A", side: "A" }));
    const debate = await get(debateGET, `/api/debates/${id}`, id);
    expect(debate.voteCount).toEqual({ A: 6, B: 0, total: 6 });
    // A->A 6 beside zeros: the one cell of 5 or more stays, nothing else
    expect(debate.swing).toMatchObject({ suppressed: true, table: { ...WITHHELD_TABLE, A: { A: 6, B: null } } });
    expect(debate.swing.shares).toBeNull();
    for (const voter of ids.slice(0, 2)) expect(await historyHas(voter, id)).toBe(false);
    // no newer accounts voted: the older accounts' verdict is the verdict of all, nobody to single out
    const ledger = await get(integrityGET, `/api/debates/${id}/integrity`, id);
    expect(ledger.verdicts.established).toEqual({ A: 6, B: 0, total: 6, winner: "A", suppressed: false });
    expect(verifyLedger(await get(boardGET, `/api/debates/${id}/ballots`, id), ledger)).toBeNull();
  });

  it("two newcomers beside ten older accounts: the ledger does not tell their side", async () => {
    const { id, ids } = await ended(
      [...times(5, { side: "A" }), ...times(5, { side: "B" }), ...times(2, { side: "A" })],
      10,
    );
    const ledger = await get(integrityGET, `/api/debates/${id}/integrity`, id);
    expect(ledger.verdicts).toEqual({
      all: { A: 7, B: 5, total: 12, winner: "A" },
      established: { A: null, B: null, total: null, winner: null, suppressed: true },
      agree: null,
    });
    const board = await get(boardGET, `/api/debates/${id}/ballots`, id);
    expect(verifyBoard(board)).toMatchObject({ ok: true });
    expect(verifyLedger(board, ledger)).toBeNull();
    // the verifier refuses a ledger that shows the split the floor withholds
    const shown = { ...ledger.verdicts, established: { A: 5, B: 5, total: 10, winner: "tie", suppressed: false } };
    expect(verifyLedger(board, { ...ledger, verdicts: { ...shown, agree: false } })).toMatch(
      /newer accounts' ballots \(A 2, B 0\) are under the small-cell floor/,
    );
    // each side holds 5 or more: participation is shown, but the cards give the join month only, not who is newer
    const newcomer = ids[10];
    expect(await historyHas(newcomer, id)).toBe(true);
    const old = await get(userGET, `/api/users/${ids[0]}`, ids[0]);
    const fresh = await get(userGET, `/api/users/${newcomer}`, newcomer);
    for (const card of [old, fresh]) expect(card.joinedAt).toMatch(/-01T00:00:00\.000Z$/);
    expect(await exportRow(id)).toMatchObject({ A: 7, B: 5, total: 12 });
  });
});
