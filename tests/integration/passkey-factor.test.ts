import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "../../app/api/auth/login/route";
import { POST as confirmOptionsRoute } from "../../app/api/auth/passkeys/confirm-options/route";
import { POST as confirmRoute } from "../../app/api/auth/passkeys/confirm/route";
import { POST as signInOptionsRoute } from "../../app/api/auth/passkeys/sign-in-options/route";
import { POST as signInRoute } from "../../app/api/auth/passkeys/sign-in/route";
import { POST as sudoRoute } from "../../app/api/auth/sudo/route";
import { GET as reportsRoute } from "../../app/api/moderation/reports/route";
import { getDb } from "../../lib/db";
import { passkeys, users } from "../../lib/db/schema";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { addPasskey, insertPasskey } from "../fixtures/passkeys";
import { accountFactors } from "../../lib/server/second-factor/account-factors";
import { ageSessions, banAs } from "../fixtures/sudo";
import { insertPlainUser } from "../fixtures/personas";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

// Issue 36 items 1 and 3: a passkey is a second factor. Staff's rule lets in a moderator whose factor is a passkey;
// sudo mode asks such an account for its passkey (never its password) through the confirmation options, whose
// challenge is bound to the account: it confirms that account only and signs nobody in. The password sign-in asks for
// no code (the code step is the authenticator app's).

afterEach(() => vi.unstubAllEnvs());

const confirmOptions = (cookie: string) =>
  call(confirmOptionsRoute, "/api/auth/passkeys/confirm-options", { method: "POST", cookie });
const confirm = (cookie: string, response: unknown) =>
  call(confirmRoute, "/api/auth/passkeys/confirm", { method: "POST", cookie, body: { response } });
const ban = banAs;
const age = ageSessions;

describe("a passkey as the second factor", () => {
  it("staff's rule lets in a moderator whose only factor is a passkey", async () => {
    vi.stubEnv("REQUIRE_STAFF_SECOND_FACTOR", "1");
    const moderator = await createUser({ roles: ["moderator"] });
    const refused = await call(reportsRoute, "/api/moderation/reports", { cookie: await login(moderator) });
    expect(refused.body.code).toBe("SECOND_FACTOR_REQUIRED");
    await addPasskey(moderator);
    expect((await call(reportsRoute, "/api/moderation/reports", { cookie: await login(moderator) })).status).toBe(200);
  });

  it("counts the account's own passkey, whatever the row numbers (a passkey's id is not its owner's)", async () => {
    const [first, second, owner] = [await createUser(), await createUser(), await createUser()];
    const key = await insertPasskey(owner.id);
    expect(key.id).not.toBe(owner.id);
    expect(await accountFactors(owner.id)).toEqual({ totp: false, passkey: true });
    for (const other of [first, second])
      expect(await accountFactors(other.id)).toEqual({ totp: false, passkey: false });
  });

  it("the password sign-in of an account with a passkey and no authenticator asks for no code", async () => {
    const user = await createUser();
    await addPasskey(user);
    const res = await call(loginRoute, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: user.username, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.secondFactorRequired).toBeUndefined();
  });

  it("sudo mode asks for the passkey, refuses the password, and a confirmation with it lets the ban through", async () => {
    const moderator = await createUser({ roles: ["moderator"] });
    const key = await addPasskey(moderator);
    const cookie = await login(moderator);
    await age(moderator.id);
    const target = await insertPlainUser();
    const stale = await ban(target.id, cookie);
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "SUDO_REQUIRED", sudoMethod: "passkey", passkeyOffered: "true" });
    const byPassword = await call(sudoRoute, "/api/auth/sudo", {
      method: "POST",
      cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(byPassword.status).toBe(400);

    const options = await confirmOptions(cookie);
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toEqual([{ id: key.id, type: "public-key", transports: ["internal"] }]);
    const ok = await confirm(cookie, key.authenticate(options.body));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: "Confirmed: you can go ahead for the next 15 minutes", method: "passkey" });
    const done = await ban(target.id, cookie);
    await mailSent();
    expect(done.status).toBe(200);
    const [row] = await getDb()
      .select({ lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, moderator.id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("a confirmation challenge is the account's own: another account's passkey, a replay and a sign-in are refused", async () => {
    const owner = await createUser();
    const key = await addPasskey(owner);
    const cookie = await login(owner);
    const stranger = await createUser();
    const strangerKey = await addPasskey(stranger);

    const first = await confirmOptions(cookie);
    const wrongKey = await confirm(cookie, strangerKey.authenticate(first.body));
    expect(wrongKey.status).toBe(400);
    // the challenge was spent by that answer
    expect((await confirm(cookie, key.authenticate(first.body))).status).toBe(400);

    const second = await confirmOptions(cookie);
    const answer = key.authenticate(second.body);
    // a confirmation's challenge never signs anyone in
    const signIn = await call(signInRoute, "/api/auth/passkeys/sign-in", {
      method: "POST",
      body: { response: answer },
    });
    expect(signIn.status).toBe(400);
    const third = await confirmOptions(cookie);
    expect((await confirm(cookie, key.authenticate(third.body))).status).toBe(200);
    // nor does a sign-in's challenge confirm an account
    const signInOptions = await call(signInOptionsRoute, "/api/auth/passkeys/sign-in-options", { method: "POST" });
    expect((await confirm(cookie, key.authenticate(signInOptions.body))).status).toBe(400);
  });

  it("an account without a passkey gets no confirmation options (409)", async () => {
    const user = await createUser();
    const res = await confirmOptions(await login(user));
    expect(res.status).toBe(409);
    const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(row.id).toBe(user.id);
  });
});
