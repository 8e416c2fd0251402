import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { solvedAltcha } from "../fixtures/altcha";
import { GET as listUsers } from "../../app/api/admin/users/route";
import { GET as signals } from "../../app/api/moderation/signals/route";
import { POST as voteRoute } from "../../app/api/votes/route";
import { getDb } from "../../lib/db";
import { users, votes } from "../../lib/db/schema";
import type { DebateSignals } from "../../lib/moderation/types";
import { addressHash } from "../../lib/server/limits/address-hash";
import { voteSignalsSql } from "../../lib/server/moderation/vote-signals-sql";
import { referenceSignalsSql } from "../../scripts/ops/bench/signals-reference-sql";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

afterEach(() => vi.unstubAllEnvs());

let n = 0;
/** Registers through the route from this address, verifies the mailbox, and answers the account. */
async function registerFrom(ip: string) {
  n += 1;
  const username = `sig_${n}`;
  const body = {
    username,
    email: `sig.${n}@example.com`,
    password: "Password123",
    confirmPassword: "Password123",
    altcha: await solvedAltcha(),
  };
  const res = await call(register, "/api/auth/register", { method: "POST", body, headers: { "x-forwarded-for": ip } });
  expect(res.status).toBe(201);
  const [user] = await getDb()
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.username, username))
    .returning();
  return user;
}
const vote = async (user: { id: number }, debateId: number) =>
  expect(
    (
      await call(voteRoute, "/api/votes", {
        method: "POST",
        body: { debateId, position: "A" },
        cookie: await login(user),
      })
    ).status,
  ).toBe(201);

describe("GET /api/moderation/signals (issue 25 item 6)", () => {
  it("shows per open debate the ballots of day-old accounts and same-network, same-hour groups, never an address", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const categoryId = (await createCategory()).id;
    const debate = await insertDebate({ categoryId, voteTotal: 0 });
    const closed = await insertDebate({ categoryId, ...endedAgo(3600_000) });

    const cluster = [
      await registerFrom("2001:db8:5:1::a"),
      await registerFrom("2001:db8:5:1::b"),
      await registerFrom("[2001:db8:5:1::c]:443"),
    ];
    const bystander = await registerFrom("2001:db8:5:1::d"); // same network and hour, but no ballot here
    const elsewhere = await registerFrom("2001:db8:6:1::a");
    // the same network three hours earlier: not within an hour of the others
    const [earlier] = await getDb()
      .update(users)
      .set({ joinedAt: sql`now() - interval '3 hours'` })
      .where(eq(users.id, (await registerFrom("2001:db8:5:1::e")).id))
      .returning();
    const veteran = await createUser();
    await getDb()
      .update(users)
      .set({ joinedAt: sql`now() - interval '10 days'` })
      .where(eq(users.id, veteran.id));
    for (const voter of [...cluster, elsewhere, earlier, veteran]) await vote(voter, debate.id);

    const staff = await login(await createUser({ roles: ["moderator"] }));
    const res = await call<DebateSignals[]>(signals, "/api/moderation/signals", { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/2001:db8|2001:0db8/);
    expect(res.body.map((d) => d.debateId)).not.toContain(closed.id);
    const mine = res.body.find((d) => d.debateId === debate.id)!;
    expect(mine).toMatchObject({ title: debate.title, ballots: 6, youngBallots: 5 });
    expect(mine.groups).toHaveLength(1);
    const [group] = mine.groups;
    const network = addressHash("net", "2001:0db8:0005:0001::/64");
    expect(group).toMatchObject({ ballots: 3, label: network.slice(0, 8) });
    expect(group.id.startsWith(`${network}.`)).toBe(true);

    // the group opens its accounts in the staff's user list (and their punish buttons)
    const accounts = await call(listUsers, `/api/admin/users?group=${encodeURIComponent(group.id)}`, { cookie: staff });
    expect(accounts.status).toBe(200);
    expect(accounts.body.map((u: { username: string }) => u.username).sort()).toEqual(
      cluster.map((u) => u.username).sort(),
    );
    expect(accounts.headers.get("x-total-count")).toBe("3");
    expect(accounts.body.map((u: { id: number }) => u.id)).not.toContain(bystander.id);

    const bad = await call(listUsers, "/api/admin/users?group=not-a-group", { cookie: staff });
    expect(bad.status).toBe(400);
  });

  it("splits groups at a gap over an hour, counts young ballots to the millisecond, and answers as the reference", async () => {
    const categoryId = (await createCategory()).id;
    const debate = await insertDebate({ categoryId, ageMs: 2 * 86_400_000, votesA: 13 });
    const closed = await insertDebate({ categoryId, ...endedAgo(3600_000), votesA: 3 });
    const now = Date.now();
    const castAt = new Date(now - 3600_000);
    const minutes = (m: number) => m * 60_000;
    const net = "Qx7kP2mZ-bN4vL9sT1wR0a"; // a stored network: its keyed hash, never an address
    const other = "Jd8fK3nY_cM5wQ2xV6tE4b";
    const account = async (network: string | null, joinedAt: Date) => {
      const user = await createUser();
      await getDb().update(users).set({ registrationNetwork: network, joinedAt }).where(eq(users.id, user.id));
      return { ...user, joinedAt };
    };
    const t0 = now - 5 * 86_400_000;
    // one network: 0, 40 and 100 min (a gap of exactly an hour still joins), then 1 h 0.001 s later 4 more
    const first = [0, 40, 100].map((m) => t0 + minutes(m));
    const second = [0, 20, 40, 60].map((m) => t0 + minutes(160) + 1 + minutes(m));
    const grouped = [];
    for (const at of [...first, ...second]) grouped.push(await account(net, new Date(at)));
    // the same network between the two groups, but no ballot here: the groups stay apart
    const bridge = await account(net, new Date(t0 + minutes(130)));
    const pair = [await account(other, new Date(t0)), await account(other, new Date(t0 + minutes(10)))];
    const unknown = await account(null, new Date(t0));
    // two ballots cast a minute after the debate opened, by accounts that joined before it: exactly a day before
    // the ballot (not young) and a millisecond less (young)
    const earlyAt = new Date(debate.createdAt.getTime() + minutes(1));
    const dayOld = await account(null, new Date(earlyAt.getTime() - 86_400_000));
    const young = await account(null, new Date(earlyAt.getTime() - 86_400_000 + 1));
    const voters = [...grouped, ...pair, unknown];
    await getDb()
      .insert(votes)
      .values([
        ...voters.map((u) => ({ debateId: debate.id, userId: u.id, position: "A" as const, createdAt: castAt })),
        ...[dayOld, young].map((u) => ({
          debateId: debate.id,
          userId: u.id,
          position: "A" as const,
          createdAt: earlyAt,
        })),
        { debateId: debate.id, userId: null, position: "A" as const, createdAt: castAt }, // a deleted account's
        ...grouped
          .slice(0, 3)
          .map((u) => ({ debateId: closed.id, userId: u.id, position: "A" as const, createdAt: castAt })),
        { debateId: closed.id, userId: bridge.id, position: "A" as const, createdAt: castAt },
      ]);

    const staff = await login(await createUser({ roles: ["moderator"] }));
    const res = await call<DebateSignals[]>(signals, "/api/moderation/signals", { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.body.map((d) => d.debateId)).not.toContain(closed.id);
    const mine = res.body.find((d) => d.debateId === debate.id)!;
    expect(mine).toMatchObject({ ballots: 12, youngBallots: 1 });
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(mine.groups).toEqual([
      {
        id: `${net}.${second[0]}.${second[3]}.${debate.id}`,
        label: net.slice(0, 8),
        ballots: 4,
        firstJoined: iso(second[0]),
        lastJoined: iso(second[3]),
      },
      {
        id: `${net}.${first[0]}.${first[2]}.${debate.id}`,
        label: net.slice(0, 8),
        ballots: 3,
        firstJoined: iso(first[0]),
        lastJoined: iso(first[2]),
      },
    ]);
    // the statement that joined every ballot to its account answers the same rows
    const [reference, current] = await Promise.all(
      [referenceSignalsSql(25), voteSignalsSql(25)].map(async (q) => (await getDb().execute(q)).rows),
    );
    expect(current).toEqual(reference);
  });

  it("lists the debates with a group first, the rest after them, each part busiest first (issue 34 item 9)", async () => {
    const categoryId = (await createCategory()).id;
    const busiest = await insertDebate({ categoryId, votesA: 40 });
    const busy = await insertDebate({ categoryId, votesA: 30 });
    const flagged = await insertDebate({ categoryId, votesA: 5 });
    const quiet = await insertDebate({ categoryId, votesA: 3 });
    const alsoFlagged = await insertDebate({ categoryId, votesA: 2 });
    const joined = Date.now() - 3 * 86_400_000;
    const group = async (debateId: number, network: string) => {
      for (let i = 0; i < 3; i++) {
        const user = await createUser();
        await getDb()
          .update(users)
          .set({ registrationNetwork: network, joinedAt: new Date(joined + i * 60_000) })
          .where(eq(users.id, user.id));
        await getDb().insert(votes).values({ debateId, userId: user.id, position: "A" });
      }
    };
    await group(flagged.id, "Fl4gGedNetw0rkHash-one");
    await group(alsoFlagged.id, "Fl4gGedNetw0rkHash-two");
    for (const debateId of [busiest.id, busy.id, quiet.id]) {
      const user = await createUser();
      await getDb().insert(votes).values({ debateId, userId: user.id, position: "B" });
    }

    const staff = await login(await createUser({ roles: ["moderator"] }));
    const res = await call<DebateSignals[]>(signals, "/api/moderation/signals", { cookie: staff });
    expect(res.status).toBe(200);
    const mine = new Set([busiest.id, busy.id, flagged.id, quiet.id, alsoFlagged.id]);
    const order = res.body.filter((d) => mine.has(d.debateId));
    expect(order.map((d) => d.debateId)).toEqual([flagged.id, alsoFlagged.id, busiest.id, busy.id, quiet.id]);
    expect(order.map((d) => d.groups.length)).toEqual([1, 1, 0, 0, 0]);
    // every debate with a group, this file's others included, comes before every debate without one
    const firstWithout = res.body.findIndex((d) => d.groups.length === 0);
    expect(res.body.slice(firstWithout).every((d) => d.groups.length === 0)).toBe(true);
    const [reference, current] = await Promise.all(
      [referenceSignalsSql(25), voteSignalsSql(25)].map(async (q) => (await getDb().execute(q)).rows),
    );
    expect(current).toEqual(reference);
  });

  it("is for staff only", async () => {
    const member = await login(await createUser());
    expect((await call(signals, "/api/moderation/signals", { cookie: member })).status).toBe(403);
    expect((await call(signals, "/api/moderation/signals")).status).toBe(401);
  });
});

describe("accounts that share a mailbox are shown to staff", () => {
  it("lists them with mailboxShared, and filters on it", async () => {
    const kept = await createUser({ email: "twin.box@gmail.com" });
    const flagged = await createUser({ email: "twin.box2@example.com" });
    await getDb().update(users).set({ mailboxShared: true }).where(eq(users.id, flagged.id));
    const staff = await login(await createUser({ roles: ["admin"] }));
    const all = await call(listUsers, "/api/admin/users?limit=100", { cookie: staff });
    const byId = new Map(all.body.map((u: { id: number; mailboxShared: boolean }) => [u.id, u.mailboxShared]));
    expect([byId.get(kept.id), byId.get(flagged.id)]).toEqual([false, true]);
    const only = await call(listUsers, "/api/admin/users?mailboxShared=1", { cookie: staff });
    expect(only.body.map((u: { id: number }) => u.id)).toEqual([flagged.id]);
  });
});
