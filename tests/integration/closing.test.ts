import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as cronGet, POST as cronPost } from "../../app/api/cron/close-debates/route";
import { GET as getDebate, PATCH as patchDebate } from "../../app/api/debates/[id]/route";
import { GET as listMessages } from "../../app/api/messages/route";
import { getDb } from "../../lib/db";
import { countStatements } from "../../lib/db/count-statements";
import { ballotBatches, debates, devMailbox, messageParticipants, messages } from "../../lib/db/schema";
import { unsubscribeLinks } from "../../lib/email/unsubscribe-link";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { emailResults } from "../../lib/server/results/email-results";
import { mailSent } from "../fixtures/after";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { addVoters, sides } from "../fixtures/voters";

/*
 * Issue 18, item 4 (decisions.md 'A verdict anyone can check'): a debate past its deadline is closed exactly once,
 * by its first read or by the cron call, whichever comes first; its voters get 'Results are in' in the inbox and,
 * unless unsubscribed, one email. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real concurrency).
 */

const send = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send };
  },
}));

const SECRET = "cron-secret-for-the-tests-0123456789";
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
let categoryId = 0;

beforeAll(async () => {
  categoryId = (await createCategory()).id;
});

afterEach(async () => {
  await mailSent();
  vi.unstubAllEnvs();
});

const endedDebate = (opts: Partial<Parameters<typeof insertDebate>[0]> = {}) =>
  insertDebate({ categoryId, ...endedAgo(60_000), ...opts });
const openDebate = () => insertDebate({ categoryId });

async function resultsMessages(debateId: number) {
  return getDb()
    .select()
    .from(messages)
    .where(and(eq(messages.debateId, debateId), eq(messages.type, "results")));
}
async function inboxRows(debateId: number) {
  return getDb()
    .select({ userId: messageParticipants.userId })
    .from(messageParticipants)
    .innerJoin(messages, eq(messages.id, messageParticipants.messageId))
    .where(and(eq(messages.debateId, debateId), eq(messages.type, "results")));
}
async function resultMails(title: string) {
  return getDb()
    .select({ to: devMailbox.to, kind: devMailbox.kind, text: devMailbox.text })
    .from(devMailbox)
    .where(eq(devMailbox.subject, `Results are in: ${title}`));
}
const closedAt = async (id: number) =>
  (await getDb().select({ at: debates.closedAt }).from(debates).where(eq(debates.id, id)))[0].at;
const countBy = <T>(xs: T[], key: (x: T) => string | number) =>
  xs.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map<string | number, number>());

describe("closing a debate past its deadline, exactly once", () => {
  it("two cron calls at once post one message and send one mail per voter (banned: none; unverified or unsubscribed: no mail)", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const debate = await endedDebate();
    // 27 ballots: a full batch of 25 and a partial one, which closing publishes
    const voters = await addVoters(debate.id, [
      ...sides(15, 8),
      { side: "A", unsubscribed: true },
      { side: "B", verified: false },
      { side: "A", status: "banned" },
      { side: "B", status: "suspended" },
    ]);

    const [one, two] = await Promise.all([
      call(cronPost, "/api/cron/close-debates", { method: "POST", headers: bearer(SECRET) }),
      call(cronPost, "/api/cron/close-debates", { method: "POST", headers: bearer(SECRET) }),
    ]);
    await mailSent();
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([...one.body.debateIds, ...two.body.debateIds].filter((id: number) => id === debate.id)).toEqual([
      debate.id,
    ]);

    const [message] = await resultsMessages(debate.id);
    expect(await resultsMessages(debate.id)).toHaveLength(1);
    expect(message.subject).toBe(`Results are in: ${debate.title}`);
    expect(message.senderId).toBeNull();
    expect(message.verdict).toEqual({
      title: debate.title,
      winner: "A",
      A: 17,
      B: 10,
      total: 27,
      positionA: "Side one",
      positionB: "Side two",
    });
    expect(message.content).toContain("The people's verdict: Side one wins, 17 votes to 10.");

    const inbox = countBy(await inboxRows(debate.id), (r) => r.userId);
    const open = voters.filter((v) => v.status !== "banned");
    expect([...inbox.keys()].sort()).toEqual(open.map((v) => v.id).sort());
    expect([...inbox.values()].every((n) => n === 1)).toBe(true);

    const mails = await resultMails(debate.title);
    const mailed = open.filter((v) => v.emailVerified && !v.unsubscribed);
    expect(mails.map((m) => m.to).sort()).toEqual(mailed.map((v) => v.email).sort());
    expect(
      mails.every(
        (m) => m.kind === "results" && m.text.includes(`/debate/${debate.id}`) && m.text.includes("Unsubscribe"),
      ),
    ).toBe(true);

    expect(await closedAt(debate.id)).toBeInstanceOf(Date);
    const batches = await getDb().select().from(ballotBatches).where(eq(ballotBatches.debateId, debate.id));
    expect(batches.map((b) => b.size).sort()).toEqual([27]);
  });

  it("two sweeps at once (the function itself, as two instances would run it) close each debate once", async () => {
    const made = [await endedDebate(), await endedDebate(), await endedDebate()];
    for (const d of made) await addVoters(d.id, sides(2, 3));
    const sweeps = await Promise.all([closeDueDebates(), closeDueDebates(), closeDueDebates()]);
    await Promise.all(sweeps.map((s) => emailResults(s.closed)));
    const closedIds = sweeps.flatMap((s) => s.closed.map((c) => c.id)).filter((id) => made.some((d) => d.id === id));
    expect(closedIds.sort()).toEqual(made.map((d) => d.id).sort());
    for (const d of made) {
      expect(await resultsMessages(d.id)).toHaveLength(1);
      expect(await inboxRows(d.id)).toHaveLength(5);
      expect(await resultMails(d.title)).toHaveLength(5);
    }
    // and again later: nothing more
    const again = await closeDueDebates();
    expect(again.closed.filter((c) => made.some((d) => d.id === c.id))).toEqual([]);
    expect(again.complete).toBe(true);
  });

  it("the mail is product mail: the RFC 8058 one-click unsubscribe headers, signed for its recipient", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: { id: "1" }, error: null });
    const debate = await endedDebate();
    const [voter] = await addVoters(debate.id, sides(1, 0));
    const { closed } = await closeDueDebates();
    expect(await emailResults(closed)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({
      to: voter.email,
      subject: `Results are in: ${debate.title}`,
      headers: {
        "List-Unsubscribe": `<${unsubscribeLinks({ id: voter.id, email: voter.email! }).oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(send.mock.calls[0][0].text).toContain("Side one wins, 1 vote to 0.");
    send.mockReset();
  });

  it("a tie and a debate nobody voted in have their verdicts", async () => {
    const tie = await endedDebate();
    await addVoters(tie.id, sides(2, 2));
    const empty = await endedDebate();
    const { closed } = await closeDueDebates();
    expect(closed.find((c) => c.id === tie.id)?.verdict).toMatchObject({ winner: "tie", A: 2, B: 2, total: 4 });
    expect(closed.find((c) => c.id === empty.id)?.verdict).toMatchObject({ winner: "none", A: 0, B: 0, total: 0 });
    expect((await resultsMessages(tie.id))[0].content).toContain("It's a tie: 2 votes each.");
    expect(await inboxRows(empty.id)).toEqual([]);
  });
});

describe("POST /api/cron/close-debates", () => {
  it("answers 401 without the secret, with a wrong one, and when none is configured, closing nothing", async () => {
    const debate = await endedDebate();
    await addVoters(debate.id, sides(1, 0));
    const refused = async (headers: Record<string, string>) => {
      const res = await call(cronPost, "/api/cron/close-debates", { method: "POST", headers });
      await mailSent();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized", code: "AUTH_REQUIRED" });
    };
    await refused({});
    await refused(bearer(SECRET));
    vi.stubEnv("CRON_SECRET", SECRET);
    await refused({});
    await refused(bearer(`${SECRET}x`));
    await refused(bearer(SECRET.slice(0, -1)));
    await refused({ authorization: SECRET });
    await refused({ authorization: `Basic ${SECRET}` });
    expect(await closedAt(debate.id)).toBeNull();
    expect(await resultsMessages(debate.id)).toEqual([]);
  });

  it("with the secret closes every debate due (not an open one), and says which; Vercel Cron's GET does the same", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const due = await endedDebate();
    const open = await openDebate();
    const res = await call(cronPost, "/api/cron/close-debates", { method: "POST", headers: bearer(SECRET) });
    expect(res.status).toBe(200);
    expect(res.body.debateIds).toContain(due.id);
    expect(res.body).toMatchObject({ complete: true });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await closedAt(due.id)).toBeInstanceOf(Date);
    expect(await closedAt(open.id)).toBeNull();

    const later = await endedDebate();
    const viaGet = await call(cronGet, "/api/cron/close-debates", { headers: bearer(SECRET) });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.debateIds).toEqual([later.id]);
  });
});

describe("the first read after the deadline", () => {
  it("closes the debate after the answer (GET /api/debates/{id}), and the voter's inbox shows 'Results are in'", async () => {
    const debate = await endedDebate();
    const [voter] = await addVoters(debate.id, sides(0, 1));
    const res = await call(getDebate, `/api/debates/${debate.id}`, { params: { id: String(debate.id) } });
    expect(res.status).toBe(200);
    expect(res.body.voteCount).toEqual({ A: 0, B: 1, total: 1 });
    await mailSent();
    expect(await closedAt(debate.id)).toBeInstanceOf(Date);

    const inbox = await call(listMessages, "/api/messages", { cookie: await login(voter) });
    const results = inbox.body.find((m: { type: string }) => m.type === "results");
    expect(results).toMatchObject({
      subject: `Results are in: ${debate.title}`,
      type: "results",
      debateId: debate.id,
      senderName: "People's Verdict",
      verdict: { title: debate.title, winner: "B", A: 0, B: 1, total: 1 },
    });
    expect(await resultMails(debate.title)).toHaveLength(1);

    // later reads change nothing
    await call(getDebate, `/api/debates/${debate.id}`, { params: { id: String(debate.id) } });
    await mailSent();
    expect(await resultsMessages(debate.id)).toHaveLength(1);
    expect(await resultMails(debate.title)).toHaveLength(1);
  });

  it("of an open debate closes nothing; a taken-down debate waits until it is restored", async () => {
    const open = await openDebate();
    await call(getDebate, `/api/debates/${open.id}`, { params: { id: String(open.id) } });
    await mailSent();
    expect(await closedAt(open.id)).toBeNull();

    const hidden = await endedDebate({ isActive: false });
    await addVoters(hidden.id, sides(1, 0));
    const staff = await login(await createUser({ roles: ["moderator"] }));
    expect(
      (await call(getDebate, `/api/debates/${hidden.id}`, { cookie: staff, params: { id: String(hidden.id) } })).status,
    ).toBe(200);
    await mailSent();
    expect(await closedAt(hidden.id)).toBeNull();
    const restore = await call(patchDebate, `/api/debates/${hidden.id}`, {
      method: "PATCH",
      cookie: staff,
      body: { isActive: true },
      params: { id: String(hidden.id) },
    });
    expect(restore.status).toBe(200);
    await call(getDebate, `/api/debates/${hidden.id}`, { params: { id: String(hidden.id) } });
    await mailSent();
    expect(await closedAt(hidden.id)).toBeInstanceOf(Date);
    expect(await inboxRows(hidden.id)).toHaveLength(1);
  });
});

describe("the fan-out", () => {
  it("is one statement however many voted: closing a debate runs a fixed number of statements", async () => {
    const small = await endedDebate();
    await addVoters(small.id, sides(1, 1));
    const large = await endedDebate();
    await getDb().execute(sql`
      with u as (
        insert into users (username, email, email_verified)
        select 'bulk_' || g || '_' || ${large.id}, 'bulk_' || g || '_' || ${large.id} || '@example.com', true from generate_series(1, 300) g
        returning id
      )
      insert into votes (debate_id, user_id, position) select ${large.id}, id, case when id % 3 = 0 then 'B' else 'A' end from u`);
    await getDb().execute(sql`
      update debates set votes_a = t.a, votes_b = t.b, vote_total = t.a + t.b
      from (select count(*) filter (where position = 'A')::int a, count(*) filter (where position = 'B')::int b from votes where debate_id = ${large.id}) t
      where id = ${large.id}`);
    const statements = await countStatements(getDb(), () => closeDueDebates({ limit: 1 }));
    const more = await countStatements(getDb(), () => closeDueDebates({ limit: 1 }));
    // oldest first: `small` and `large` in the order they ended, each in its own transaction
    expect(statements).toBe(more);
    expect(statements).toBeLessThan(10);
    expect(await inboxRows(large.id)).toHaveLength(300);
  });
});
