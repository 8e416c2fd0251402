import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { solvedAltcha } from "../fixtures/altcha";
import { GET as listUsers } from "../../app/api/admin/users/route";
import { GET as signals } from "../../app/api/moderation/signals/route";
import { POST as voteRoute } from "../../app/api/votes/route";
import { getDb } from "../../lib/db";
import { users } from "../../lib/db/schema";
import type { DebateSignals } from "../../lib/moderation/types";
import { addressHash } from "../../lib/server/limits/address-hash";
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
