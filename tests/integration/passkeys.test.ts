import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DELETE as removeRoute, PATCH as renameRoute } from "../../app/api/auth/passkeys/[id]/route";
import { POST as registerOptionsRoute } from "../../app/api/auth/passkeys/register-options/route";
import { GET as listRoute, POST as addRoute } from "../../app/api/auth/passkeys/route";
import { POST as signInOptionsRoute } from "../../app/api/auth/passkeys/sign-in-options/route";
import { POST as signInRoute } from "../../app/api/auth/passkeys/sign-in/route";
import { GET as currentUser } from "../../app/api/auth/user/route";
import { CONNECTION_ADDRESS_HEADER } from "../../lib/connection-address";
import { getDb } from "../../lib/db";
import { eraseAccount } from "../../lib/server/accounts/erase-account";
import { consumeAddressLimits } from "../../lib/server/limits/consume-address-limits";
import { passkeyChallenges, passkeys, sessions, users } from "../../lib/db/schema";
import { NEW_DEVICE_SUBJECT } from "../../emails/new-device-email";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { openSession } from "../fixtures/sessions";
import { createUser } from "../fixtures/users";
import { SoftAuthenticator } from "../fixtures/webauthn";

type User = Awaited<ReturnType<typeof createUser>>;

const registerOptions = (cookie?: string) =>
  call(registerOptionsRoute, "/api/auth/passkeys/register-options", { method: "POST", cookie });
const add = (cookie: string, body: unknown) => call(addRoute, "/api/auth/passkeys", { method: "POST", cookie, body });
const list = (cookie?: string) => call(listRoute, "/api/auth/passkeys", { cookie });
const signInOptions = () => call(signInOptionsRoute, "/api/auth/passkeys/sign-in-options", { method: "POST" });
const signIn = (body: unknown, cookie?: string) =>
  call(signInRoute, "/api/auth/passkeys/sign-in", { method: "POST", body, cookie });
const rename = (cookie: string, id: number | string, name: string) =>
  call(renameRoute, `/api/auth/passkeys/${id}`, {
    method: "PATCH",
    cookie,
    body: { name },
    params: { id: String(id) },
  });
const remove = (cookie: string, id: number | string) =>
  call(removeRoute, `/api/auth/passkeys/${id}`, { method: "DELETE", cookie, params: { id: String(id) } });
const sessionCookieOf = (setCookies: string[]) => setCookies.find((c) => c.startsWith("pv_session="))!.split(";")[0];
const rowsOf = (userId: number) => getDb().select().from(passkeys).where(eq(passkeys.userId, userId));

/** A user signed in, with one passkey added through the API. */
async function withPasskey(user?: User, name = "My phone") {
  const owner = user ?? (await createUser());
  const { cookie } = await openSession(owner);
  const key = new SoftAuthenticator({ backedUp: true });
  const options = await registerOptions(cookie);
  const res = await add(cookie, { name, response: key.register(options.body) });
  expect(res.status).toBe(200);
  return { user: owner, cookie, key, passkey: res.body.passkey as { id: number } };
}

/** A passkey sign-in's answer from a fresh challenge. */
async function signInWith(key: SoftAuthenticator, opts: Parameters<SoftAuthenticator["authenticate"]>[1] = {}) {
  const options = await signInOptions();
  expect(options.status).toBe(200);
  return signIn({ response: key.authenticate(options.body, opts) });
}

describe("adding a passkey", () => {
  it("gives a signed-in account creation options for a discoverable, user-verified passkey, and keeps the passkey", async () => {
    const user = await createUser();
    const { cookie } = await openSession(user);
    const options = await registerOptions(cookie);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: "localhost", name: "People's Verdict" },
      user: { name: user.username },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      attestation: "none",
    });
    const key = new SoftAuthenticator({ backedUp: true });
    const res = await add(cookie, { name: "  Laptop  ", response: key.register(options.body) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Passkey added",
      passkey: {
        id: expect.any(Number),
        name: "Laptop",
        deviceType: "multiDevice",
        backedUp: true,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ credentialId: key.id, counter: 0, transports: ["internal"], name: "Laptop" });
    expect(row.publicKey.length).toBeGreaterThan(40);
    // the next options exclude it
    const again = await registerOptions(cookie);
    expect(again.body.excludeCredentials).toEqual([{ id: key.id, type: "public-key", transports: ["internal"] }]);
  });

  it("answers 401 to a visitor and keeps nothing", async () => {
    expect((await registerOptions()).status).toBe(401);
    expect((await list()).status).toBe(401);
  });

  it("spends the challenge once: the same answer again is refused, and no passkey is added twice", async () => {
    const user = await createUser();
    const { cookie } = await openSession(user);
    const options = await registerOptions(cookie);
    const key = new SoftAuthenticator();
    const response = key.register(options.body);
    expect((await add(cookie, { name: "Key", response })).status).toBe(200);
    const replay = await add(cookie, { name: "Key", response });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe("This passkey request has expired or was already used. Please try again.");
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("refuses an expired challenge", async () => {
    const user = await createUser();
    const { cookie } = await openSession(user);
    const options = await registerOptions(cookie);
    await getDb()
      .update(passkeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passkeyChallenges.userId, user.id));
    const res = await add(cookie, { name: "Key", response: new SoftAuthenticator().register(options.body) });
    expect(res.status).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("refuses another account's challenge, another site's origin, and an answer without user verification", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const [sa, sb] = [await openSession(a), await openSession(b)];
    const aOptions = await registerOptions(sa.cookie);
    const res = await add(sb.cookie, { name: "Key", response: new SoftAuthenticator().register(aOptions.body) });
    expect(res.status).toBe(400);

    const other = await add(sa.cookie, {
      name: "Key",
      response: new SoftAuthenticator().register((await registerOptions(sa.cookie)).body, {
        origin: "https://evil.example",
      }),
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("The passkey could not be verified. Please try again.");
    const noUv = await add(sa.cookie, {
      name: "Key",
      response: new SoftAuthenticator().register((await registerOptions(sa.cookie)).body, { userVerified: false }),
    });
    expect(noUv.status).toBe(400);
    expect([...(await rowsOf(a.id)), ...(await rowsOf(b.id))]).toHaveLength(0);
  });

  it("answers 409 for a credential already registered, and keeps the first", async () => {
    const { user, cookie, key } = await withPasskey();
    const again = await add(cookie, { name: "Again", response: key.register((await registerOptions(cookie)).body) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This passkey is already registered.");
    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ name: "My phone" })]);
  });

  it("checks the name and the answer's shape (400 with field errors, never a 500)", async () => {
    const { cookie } = await openSession(await createUser());
    const options = await registerOptions(cookie);
    const response = new SoftAuthenticator().register(options.body);
    const noName = await add(cookie, { name: " ", response });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: "Name is required" });
    const junk = await add(cookie, { name: "Key", response: { ...response, response: { clientDataJSON: "!!" } } });
    expect(junk.status).toBe(400);
    const garbage = await add(cookie, {
      name: "Key",
      response: { ...response, response: { ...response.response, attestationObject: "AAAA" } },
    });
    expect(garbage.status).toBe(400);
  });
});

describe("signing in with a passkey", () => {
  it("opens a session as the password does, marked as two factors, and stores the counter and last use", async () => {
    const { user, key, passkey } = await withPasskey();
    const before = Date.now();
    const res = await signInWith(key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Login successful", user: { id: user.id, username: user.username } });
    const cookie = sessionCookieOf(res.setCookies);
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(200);

    const own = await getDb().select().from(sessions).where(eq(sessions.userId, user.id));
    const signedIn = own.find((s) => s.sess.secondFactorAt !== undefined)!;
    expect(signedIn.sess.rememberMe).toBe(false);
    expect(signedIn.sess.secondFactorAt).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await rowsOf(user.id);
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
    const listed = await list(cookie);
    expect(listed.body).toEqual([expect.objectContaining({ id: passkey.id, lastUsedAt: expect.any(String) })]);
    expect(listed.text).not.toContain(key.id);
  });

  it("refuses a counter that did not go up (a cloned authenticator) and keeps the stored one", async () => {
    const { user, key } = await withPasskey();
    expect((await signInWith(key, { counter: 5 })).status).toBe(200);
    const cloned = await signInWith(key, { counter: 5 });
    expect(cloned.status).toBe(401);
    expect(cloned.body.message).toBe(
      "This passkey could not be used to sign in. Use another passkey or your password.",
    );
    expect((await signInWith(key, { counter: 3 })).status).toBe(401);
    expect((await rowsOf(user.id))[0].counter).toBe(5);
    expect((await signInWith(key, { counter: 6 })).status).toBe(200);
  });

  it("spends the sign-in challenge once, and refuses an expired one", async () => {
    const { key } = await withPasskey();
    const options = await signInOptions();
    const response = key.authenticate(options.body);
    expect((await signIn({ response })).status).toBe(200);
    const replay = await signIn({ response });
    expect(replay.status).toBe(400);
    expect(replay.setCookies.some((c) => c.startsWith("pv_session="))).toBe(false);

    const late = await signInOptions();
    await getDb()
      .update(passkeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passkeyChallenges.purpose, "sign-in"));
    expect((await signIn({ response: key.authenticate(late.body) })).status).toBe(400);
  });

  it("refuses an unknown passkey, another site's origin, a wrong user handle and no user verification", async () => {
    const { key } = await withPasskey();
    expect((await signInWith(new SoftAuthenticator())).status).toBe(401);
    expect((await signInWith(key, { origin: "https://evil.example" })).status).toBe(401);
    expect((await signInWith(key, { rpID: "evil.example" })).status).toBe(401);
    expect((await signInWith(key, { userHandle: Buffer.from("pv-user-0").toString("base64url") })).status).toBe(401);
    expect((await signInWith(key, { userVerified: false })).status).toBe(401);
  });

  it("keeps banned, suspended and unverified accounts out as the password login does", async () => {
    const cases = [
      { status: "banned" as const, code: "FORBIDDEN", message: "Your account has been banned." },
      { status: "suspended" as const, code: "SUSPENDED" },
      { emailVerified: false, code: "EMAIL_NOT_VERIFIED" },
    ];
    for (const { code, message, ...state } of cases) {
      const { user, key } = await withPasskey();
      await getDb()
        .update(users)
        .set({
          ...state,
          ...(state.status === "suspended" ? { suspendedUntil: new Date(Date.now() + 3600_000) } : {}),
        })
        .where(eq(users.id, user.id));
      const res = await signInWith(key);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(code);
      if (message) expect(res.body.message).toBe(message);
      expect(res.setCookies.some((c) => c.startsWith("pv_session="))).toBe(false);
    }
  });

  it("mails the owner when a passkey signs in from a device the account has not used", async () => {
    const { user, key } = await withPasskey();
    const first = await signInWith(key);
    const device = first.setCookies.find((c) => c.startsWith("pv_device="))!.split(";")[0];
    await mailSent();
    expect((await mailTo(user.email!)).filter((m) => m.subject === NEW_DEVICE_SUBJECT)).toHaveLength(0);
    // the same device again: quiet; another one: mailed
    const options = await signInOptions();
    expect((await signIn({ response: key.authenticate(options.body) }, device)).status).toBe(200);
    expect((await signInWith(key)).status).toBe(200);
    await mailSent();
    expect((await mailTo(user.email!)).filter((m) => m.subject === NEW_DEVICE_SUBJECT)).toHaveLength(1);
  });

  it("cannot sign in with a passkey its owner removed", async () => {
    const { cookie, key, passkey } = await withPasskey();
    const res = await remove(cookie, passkey.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Passkey removed" });
    expect((await signInWith(key)).status).toBe(401);
  });
});

describe("naming and removing passkeys", () => {
  it("renames and removes the caller's own; another account's is a 404 and stays as it was", async () => {
    const mine = await withPasskey(undefined, "Phone");
    const theirs = await withPasskey(undefined, "Their key");
    const renamed = await rename(mine.cookie, mine.passkey.id, "Work laptop");
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey).toMatchObject({ id: mine.passkey.id, name: "Work laptop" });

    expect((await rename(mine.cookie, theirs.passkey.id, "Mine now")).status).toBe(404);
    expect((await remove(mine.cookie, theirs.passkey.id)).status).toBe(404);
    expect((await remove(mine.cookie, "abc")).status).toBe(404);
    expect((await remove(mine.cookie, "99999999999999999999")).status).toBe(404);
    expect(await rowsOf(theirs.user.id)).toEqual([expect.objectContaining({ name: "Their key" })]);
    expect((await list(mine.cookie)).body).toEqual([expect.objectContaining({ name: "Work laptop" })]);
    expect((await list(theirs.cookie)).body).toEqual([expect.objectContaining({ name: "Their key" })]);

    expect((await remove(mine.cookie, mine.passkey.id)).status).toBe(200);
    expect(await rowsOf(mine.user.id)).toHaveLength(0);
    expect((await remove(mine.cookie, mine.passkey.id)).status).toBe(404);
  });
});

describe("limits and erasure", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("counts a passkey sign-in against the address's login budget (429 past it, as the password login)", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    const { key } = await withPasskey();
    const from = (address: string) => ({ [CONNECTION_ADDRESS_HEADER]: address });
    for (let i = 0; i < 100; i++) await consumeAddressLimits("login", "10.77.0.1");
    const options = await signInOptions();
    const refused = await call(signInRoute, "/api/auth/passkeys/sign-in", {
      method: "POST",
      body: { response: key.authenticate(options.body) },
      headers: from("10.77.0.1"),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const again = await signInOptions();
    const elsewhere = await call(signInRoute, "/api/auth/passkeys/sign-in", {
      method: "POST",
      body: { response: key.authenticate(again.body) },
      headers: from("10.78.0.1"),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("limits the sign-in options per address (each stores a challenge)", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    const ask = () =>
      call(signInOptionsRoute, "/api/auth/passkeys/sign-in-options", {
        method: "POST",
        headers: { [CONNECTION_ADDRESS_HEADER]: "10.79.0.1" },
      });
    for (let i = 0; i < 119; i++) await consumeAddressLimits("passkeyChallenge", "10.79.0.1");
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it("erases an account's passkeys when the account is deleted", async () => {
    const { user, key } = await withPasskey();
    await getDb().transaction((tx) => eraseAccount(tx, user.id));
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await signInWith(key)).status).toBe(401);
  });
});
