import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { DELETE as endOne } from "../../app/api/auth/sessions/[id]/route";
import { DELETE as endOthers, GET as listRoute } from "../../app/api/auth/sessions/route";
import { GET as currentUser } from "../../app/api/auth/user/route";
import { sealSessionId } from "../../lib/auth/session";
import { getDb } from "../../lib/db";
import { knownDevices, sessions } from "../../lib/db/schema";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { openSession } from "../fixtures/sessions";
import { createUser, TEST_PASSWORD } from "../fixtures/users";

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const list = (cookie: string) => call(listRoute, "/api/auth/sessions", { cookie });
const end = (cookie: string, id: string) =>
  call(endOne, `/api/auth/sessions/${id}`, { method: "DELETE", cookie, params: { id } });
const whoAmI = async (cookie: string) => (await call(currentUser, "/api/auth/user", { cookie })).status;
const sidsOf = async (userId: number) =>
  (await getDb().select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId))).map((r) => r.sid);

describe("GET /api/auth/sessions", () => {
  it("lists the caller's own live sessions, this one first, with device, created and last active; nothing secret", async () => {
    const user = await createUser();
    const phone = await openSession(user, SAFARI_IPHONE);
    const here = await openSession(user, CHROME_WINDOWS);
    const someoneElse = await openSession(await createUser(), FIREFOX_LINUX);

    const res = await list(here.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual([
      {
        id: here.publicId,
        device: { browser: "Chrome 131", os: "Windows 10", type: "desktop" },
        createdAt: expect.any(String),
        lastActiveAt: expect.any(String),
        current: true,
      },
      {
        id: phone.publicId,
        device: { browser: "Safari 17", os: "iOS 17.5", type: "mobile" },
        createdAt: expect.any(String),
        lastActiveAt: expect.any(String),
        current: false,
      },
    ]);
    for (const s of res.body) {
      expect(s.id).toMatch(UUID);
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt) - 1000);
    }
    // neither the stored sid hashes nor the cookies' values leave the server; another account's session is not listed
    for (const secret of [...(await sidsOf(user.id)), here.cookie.split("=")[1], phone.cookie.split("=")[1]])
      expect(res.text).not.toContain(secret);
    expect(res.text).not.toContain(someoneElse.publicId);
  });

  it("answers 401 to a visitor", async () => {
    const res = await call(listRoute, "/api/auth/sessions");
    expect(res.status).toBe(401);
  });

  it("moves 'last active' with the session's requests, at most every 5 minutes", async () => {
    const user = await createUser();
    const { cookie, publicId } = await openSession(user);
    const lastActive = async () =>
      (
        await getDb().select({ at: sessions.lastActiveAt }).from(sessions).where(eq(sessions.publicId, publicId))
      )[0].at.getTime();
    await getDb()
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.publicId, publicId));
    const twoMinutesAgo = await lastActive();
    expect(await whoAmI(cookie)).toBe(200);
    expect(await lastActive()).toBe(twoMinutesAgo);

    await getDb()
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.publicId, publicId));
    expect(await whoAmI(cookie)).toBe(200);
    expect(Date.now() - (await lastActive())).toBeLessThan(60_000);
  });
});

describe("DELETE /api/auth/sessions/{id}", () => {
  it("ends another session of the caller's: its next request is signed out, the caller's is not", async () => {
    const user = await createUser();
    const other = await openSession(user, FIREFOX_LINUX);
    const here = await openSession(user, CHROME_WINDOWS);

    const res = await end(here.cookie, other.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Session ended", current: false });
    expect(res.setCookies.some((c) => c.startsWith("pv_session="))).toBe(false);
    expect(await whoAmI(other.cookie)).toBe(401);
    expect(await whoAmI(here.cookie)).toBe(200);
    expect((await list(here.cookie)).body.map((s: { id: string }) => s.id)).toEqual([here.publicId]);
    // ended is ended: the same id again is a 404
    expect((await end(here.cookie, other.publicId)).status).toBe(404);
  });

  it("ends this session too when asked, and clears its cookie", async () => {
    const user = await createUser();
    const here = await openSession(user);
    const res = await end(here.cookie, here.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Session ended", current: true });
    expect(res.setCookies.find((c) => c.startsWith("pv_session="))).toMatch(/^pv_session=;.*Max-Age=0/i);
    expect(await whoAmI(here.cookie)).toBe(401);
  });

  it("refuses another account's session with 404, as a missing or malformed id, and leaves it signed in", async () => {
    const me = await openSession(await createUser());
    const victim = await openSession(await createUser(), FIREFOX_LINUX);
    for (const id of [victim.publicId, victim.publicId.toUpperCase(), crypto.randomUUID(), "not-a-session", "1"]) {
      const res = await end(me.cookie, id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ message: "Session not found", code: "NOT_FOUND" });
    }
    expect(await whoAmI(victim.cookie)).toBe(200);
  });

  it("a session's public id is not a way in: as a cookie, or sealed as a session id, it signs nobody in", async () => {
    const victim = await openSession(await createUser());
    expect(await whoAmI(`pv_session=${victim.publicId}`)).toBe(401);
    expect(await whoAmI(`pv_session=${await sealSessionId(victim.publicId)}`)).toBe(401);
  });
});

describe("DELETE /api/auth/sessions", () => {
  it("ends every session of the caller's account but this one, and no one else's", async () => {
    const user = await createUser();
    const [a, b] = [await openSession(user, FIREFOX_LINUX), await openSession(user, SAFARI_IPHONE)];
    const here = await openSession(user, CHROME_WINDOWS);
    const bystander = await openSession(await createUser());

    const res = await call(endOthers, "/api/auth/sessions", { method: "DELETE", cookie: here.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "2 other sessions ended", ended: 2 });
    expect(await whoAmI(a.cookie)).toBe(401);
    expect(await whoAmI(b.cookie)).toBe(401);
    expect(await whoAmI(here.cookie)).toBe(200);
    expect(await whoAmI(bystander.cookie)).toBe(200);
    expect((await list(here.cookie)).body).toEqual([expect.objectContaining({ id: here.publicId, current: true })]);

    const again = await call(endOthers, "/api/auth/sessions", { method: "DELETE", cookie: here.cookie });
    expect(again.body).toEqual({ message: "0 other sessions ended", ended: 0 });
  });

  it("is open to a suspended account (signing out elsewhere) and refused to a visitor", async () => {
    const suspended = await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 86400_000) });
    const elsewhere = await openSession(suspended);
    const here = await openSession(suspended);
    const res = await call(endOthers, "/api/auth/sessions", { method: "DELETE", cookie: here.cookie });
    expect(res.status).toBe(200);
    expect(await whoAmI(elsewhere.cookie)).toBe(401);
    expect((await call(endOthers, "/api/auth/sessions", { method: "DELETE" })).status).toBe(401);
  });
});

describe("a sign-in from a new device", () => {
  const signIn = async (login: string, opts: { device?: string; userAgent?: string } = {}) => {
    const res = await call(loginRoute, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: login, password: TEST_PASSWORD },
      headers: { "user-agent": opts.userAgent ?? CHROME_WINDOWS, "x-forwarded-for": "10.9.0.1" },
      cookie: opts.device ? `pv_device=${opts.device}` : undefined,
    });
    expect(res.status).toBe(200);
    await mailSent();
    const set = res.setCookies.find((c) => c.startsWith("pv_device="))!;
    return { device: set.split(";")[0].split("=")[1], setCookie: set };
  };
  const newDeviceMails = async (email: string) => (await mailTo(email)).filter((m) => m.kind === "new_device");

  it("sets a long-lived device cookie at sign-in and keeps only its hash", async () => {
    const user = await createUser();
    const { device, setCookie } = await signIn(user.username);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=34560000/);
    const rows = await getDb().select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].deviceHash).not.toContain(device);
    // the same device signing in again keeps its cookie
    expect((await signIn(user.username, { device })).device).toBe(device);
  });

  it("mails the owner once per new device, never for a known one nor for the account's first device", async () => {
    const user = await createUser();
    const first = await signIn(user.username);
    expect(await newDeviceMails(user.email!), "the account's first device").toEqual([]);
    await signIn(user.email!, { device: first.device });
    expect(await newDeviceMails(user.email!), "a known device").toEqual([]);

    const second = await signIn(user.username, { userAgent: FIREFOX_LINUX });
    expect(second.device).not.toBe(first.device);
    const mails = await newDeviceMails(user.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "A new sign-in to your People's Verdict account", to: user.email });
    expect(mails[0].text).toContain("Firefox 133 on Linux");
    expect(mails[0].text).toMatch(/UTC/);
    expect(mails[0].text).toMatch(/https?:\/\/[^\s]+\/settings#sessions/);
    expect(mails[0].text).toMatch(/https?:\/\/[^\s]+\/forgot-password/);
    expect(mails[0].text).not.toContain(second.device);

    await signIn(user.username, { device: second.device, userAgent: FIREFOX_LINUX });
    await signIn(user.username, { device: first.device });
    expect(await newDeviceMails(user.email!), "both devices known now").toHaveLength(1);

    // a cookie we never made is a new device, and is replaced
    const forged = await signIn(user.username, { device: "forged" });
    expect(forged.device).not.toBe("forged");
    expect(await newDeviceMails(user.email!)).toHaveLength(2);
  });

  it("a device known to one account is new to another (the cookie names no account)", async () => {
    const [alice, bob] = [await createUser(), await createUser()];
    const { device } = await signIn(alice.username);
    await signIn(bob.username, { userAgent: FIREFOX_LINUX });
    await signIn(bob.username, { device });
    expect(await newDeviceMails(alice.email!)).toEqual([]);
    expect(await newDeviceMails(bob.email!)).toHaveLength(1);
  });
});
