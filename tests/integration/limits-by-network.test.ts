import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { POST as forgot } from "../../app/api/auth/forgot-password/route";
import { POST as resend } from "../../app/api/auth/resend-verification/route";
import { POST as voteRoute } from "../../app/api/votes/route";
import { POST as reportRoute } from "../../app/api/moderation/reports/route";
import { POST as postComment } from "../../app/api/debates/[id]/comments/route";
import { POST as replyTo } from "../../app/api/comments/[id]/reply/route";
import { getDb } from "../../lib/db";
import { rateLimits, users } from "../../lib/db/schema";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { ADDRESS_LIMITS, LIMITS, type AddressLimit } from "../../lib/server/limits/limits";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { solvedAltcha } from "../fixtures/altcha";
import { call } from "../fixtures/http";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

let n = 0;
const account = (email?: string) => {
  n += 1;
  return {
    username: `net_user_${n}`,
    email: email ?? `net.user.${n}@example.com`,
    password: "Password123",
    confirmPassword: "Password123",
  };
};
const from = (ip: string) => ({ "x-forwarded-for": ip });
const signUp = async (ip: string, body = account()) =>
  call(register, "/api/auth/register", {
    method: "POST",
    body: { ...body, altcha: await solvedAltcha() },
    headers: from(ip),
  });

/** Uses up one network budget of a limit from one address (its own address budget runs out first: still counted). */
async function exhaustNetwork(limit: AddressLimit, ip: string) {
  for (let i = 0; i < LIMITS[ADDRESS_LIMITS[limit].net].points; i++)
    await consumeAddressLimits(limit, ip).catch(() => {});
}

let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
});
beforeEach(() => vi.stubEnv("TRUST_PROXY", "1"));
afterEach(() => vi.unstubAllEnvs());

describe("registration limits by network (issue 25 item 1)", () => {
  it("counts every address of one IPv6 /64 together: 60 an hour, then 429 from any address in it, not from the next /64", async () => {
    const budget = LIMITS.registerNetwork.points;
    expect(budget).toBeGreaterThanOrEqual(50);
    expect(budget).toBeLessThanOrEqual(100);
    // attempts refused for their disposable mailbox still count: the limit is taken first
    for (let i = 0; i < budget; i++) {
      expect((await signUp(`2001:db8:aa:1::${(i + 1).toString(16)}`, account(`x${i}@mailinator.com`))).status).toBe(
        400,
      );
    }
    const refused = await signUp("2001:db8:aa:1:ffff:ffff:ffff:fffe");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
    expect((await signUp("2001:db8:aa:2::1")).status).toBe(201);
  });

  it("counts every address of one IPv4 /24 together, however the proxy writes it (mapped, with a port)", async () => {
    for (let i = 0; i < LIMITS.registerNetwork.points; i++) {
      expect((await signUp(`198.51.100.${i + 1}`, account(`y${i}@guerrillamail.com`))).status).toBe(400);
    }
    expect((await signUp("198.51.100.250")).status).toBe(429);
    expect((await signUp("::ffff:198.51.100.251")).status).toBe(429);
    expect((await signUp("::FFFF:c633:64fc")).status).toBe(429);
    expect((await signUp("198.51.100.253:4711")).status).toBe(429);
    expect((await signUp("198.51.101.1")).status).toBe(201);
  });

  it("counts a whole IPv6 /48 with a wider budget, across its /64s", async () => {
    const budget = LIMITS.registerWide.points;
    expect(budget).toBeGreaterThan(LIMITS.registerNetwork.points);
    for (let i = 0; i < budget; i++) {
      expect((await signUp(`2001:db8:bb:${i.toString(16)}::1`, account(`z${i}@10minutemail.com`))).status).toBe(400);
    }
    expect((await signUp("2001:db8:bb:ff00::1")).status).toBe(429);
    expect((await signUp("2001:db8:bc::1")).status).toBe(201);
  });

  it("keeps no raw address: limit keys and the account's registration network are keyed hashes", async () => {
    const first = await signUp("2001:db8:cc:1::10");
    const second = await signUp("2001:db8:cc:1:abcd::20");
    const other = await signUp("2001:db8:cc:2::10");
    const v4 = await signUp("203.0.113.77");
    expect([first.status, second.status, other.status, v4.status]).toEqual([201, 201, 201, 201]);
    const nets = await getDb()
      .select({ net: users.registrationNetwork })
      .from(users)
      .where(sql`${users.username} like 'net_user_%'`)
      .orderBy(users.id);
    const [a, b, c, d] = nets.slice(-4).map((r) => r.net);
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(d).toMatch(/^[\w-]{22}$/);
    const keys = JSON.stringify(await getDb().select().from(rateLimits));
    const stored = JSON.stringify(await getDb().select().from(users));
    for (const text of [keys, stored]) {
      expect(text).not.toMatch(/2001:db8|2001:0db8|203\.0\.113|198\.51\.100|::ffff/i);
    }
  });

  it("an address that is no address (garbage, a name) gives no key and no stored network", async () => {
    const res = await signUp("not-an-address");
    expect(res.status).toBe(201);
    const [row] = await getDb()
      .select({ net: users.registrationNetwork })
      .from(users)
      .where(eq(users.username, `net_user_${n}`));
    expect(row.net).toBeNull();
  });
});

describe("the other per-address limits also count per network", () => {
  it("failed logins: a /24 whose budget is used answers 429 to a new address in it, not to the next /24", async () => {
    await exhaustNetwork("login", "192.0.2.1");
    const user = await createUser();
    const body = { emailOrUsername: user.username, password: TEST_PASSWORD };
    const logIn = (ip: string) => call(loginRoute, "/api/auth/login", { method: "POST", body, headers: from(ip) });
    expect((await logIn("192.0.2.77")).status).toBe(429);
    expect((await logIn("192.0.3.77")).status).toBe(200);
  });

  it("forgot-password and resend-verification count per address and network, not only per email", async () => {
    for (const [limit, route, path] of [
      ["forgotPassword", forgot, "/api/auth/forgot-password"],
      ["resendVerification", resend, "/api/auth/resend-verification"],
    ] as const) {
      const ask = (ip: string, email: string) =>
        call(route, path, { method: "POST", body: { email }, headers: from(ip) });
      // one address asking for many emails: its own budget
      for (let i = 0; i < LIMITS[ADDRESS_LIMITS[limit].ip].points; i++) {
        expect((await ask("192.0.2.130", `who${i}@example.com`)).status).toBe(200);
      }
      expect((await ask("192.0.2.130", "one.more@example.com")).status).toBe(429);
      await exhaustNetwork(limit, "2001:db8:dd:1::1");
      expect((await ask("2001:db8:dd:1::2", "fresh@example.com")).status).toBe(429);
      expect((await ask("2001:db8:dd:2::2", "fresh@example.com")).status).toBe(200);
    }
  });

  it("votes: a /64 whose budget is used refuses another member's vote from it (429), not from elsewhere", async () => {
    await exhaustNetwork("vote", "2001:db8:ee:1::1");
    const debate = await insertDebate({ categoryId });
    const cast = async (ip: string) =>
      call(voteRoute, "/api/votes", {
        method: "POST",
        body: { debateId: debate.id, position: "A" },
        cookie: await login(await createUser()),
        headers: from(ip),
      });
    expect((await cast("2001:db8:ee:1::99")).status).toBe(429);
    expect((await cast("2001:db8:ee:2::99")).status).toBe(201);
  });

  it("votes: one address casting for many accounts is held to its own budget a minute", async () => {
    const debate = await insertDebate({ categoryId });
    const statuses = [];
    for (let i = 0; i <= LIMITS.voteIp.points; i++) {
      const res = await call(voteRoute, "/api/votes", {
        method: "POST",
        body: { debateId: debate.id, position: "B" },
        cookie: await login(await createUser()),
        headers: from("192.0.2.200"),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("comments and replies: a network whose budget is used answers 429", async () => {
    await exhaustNetwork("comment", "192.0.2.10");
    const debate = await insertDebate({ categoryId });
    const author = await createUser({ roles: ["pv_plus"] });
    const cookie = await login(author);
    const parent = await insertComment(debate.id, author.id);
    const post = (ip: string) =>
      call(postComment, `/api/debates/${debate.id}/comments`, {
        method: "POST",
        body: { content: "A fair point made here." },
        cookie,
        params: { id: String(debate.id) },
        headers: from(ip),
      });
    const reply = (ip: string) =>
      call(replyTo, `/api/comments/${parent.id}/reply`, {
        method: "POST",
        body: { content: "A reply.", debateId: debate.id },
        cookie,
        params: { id: String(parent.id) },
        headers: from(ip),
      });
    expect((await post("192.0.2.11")).status).toBe(429);
    expect((await reply("192.0.2.12")).status).toBe(429);
    expect((await post("192.0.9.11")).status).toBe(201);
  });

  it("reports: a network whose budget is used answers 429", async () => {
    await exhaustNetwork("report", "192.0.2.40");
    const debate = await insertDebate({ categoryId });
    const send = async (ip: string) =>
      call(reportRoute, "/api/moderation/reports", {
        method: "POST",
        body: { targetType: "debate", targetId: debate.id, reason: "spam", description: "" },
        cookie: await login(await createUser()),
        headers: from(ip),
      });
    expect((await send("192.0.2.41")).status).toBe(429);
    expect((await send("192.0.8.41")).status).toBe(201);
  });
});
