import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { REFUSES_METHOD } from "../../lib/api/method-not-allowed";
import type { RouteHandler } from "../../lib/api/with-route";
import { getDb } from "../../lib/db";
import { leans, messageParticipants, messages, passkeys, reports, totpFactors, votes } from "../../lib/db/schema";
import { startTotpSetup } from "../../lib/server/second-factor/start-totp-setup";
import { unsubscribeLinks } from "../../lib/email/unsubscribe-link";
import { appealLinkToken, insertAction, insertAppeal } from "../fixtures/appeals";
import { createCategory, endedAgo, insertComment, insertDebate } from "../fixtures/debates";
import { mailSent } from "../fixtures/after";
import { errorCodeProblem } from "../fixtures/error-codes";
import { call } from "../fixtures/http";
import { routeFiles } from "../fixtures/route-files";
import { createPersonas, insertPlainUser, PERSONAS, type Persona, type PersonaUser } from "../fixtures/personas";
import { insertPasskey, registrationFor } from "../fixtures/passkeys";
import { openSession } from "../fixtures/sessions";
import { createUser, login, TEST_PASSWORD } from "../fixtures/users";

/*
 * Issue 10: one table of every API route (both documents, comments included) against the eight personas. Each row
 * names a route file and a method, makes fresh targets, and writes out the status each persona must get. A route
 * file or exported method missing from the table fails the first test; every refusal (4xx) must leave the database
 * as it was (every table in public but rate_limits and session), and carry a code that maps to its status (issue 20).
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
type Expect = Record<Persona, number>;
/** `as`: the account that calls instead of the persona's own (a twin of it, for rows where the caller is the target) */
type Target = {
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  as?: { id: number } | null;
  /** undoes what the setup gave the caller's own account (a passkey would make later rows' sudo mode ask for it) */
  done?: () => Promise<unknown>;
};
type Row = {
  file: string;
  method: Method;
  /** what this row's target is, when the file has more than one row for the method */
  case?: string;
  /** fresh targets for one call; `me` is the caller's account (null for the visitor) */
  setup: (me: PersonaUser | null) => Promise<Target>;
  expect: Expect;
};

/** Removes every passkey of `me` after its call (see Target.done). */
const dropPasskeys = (me: PersonaUser | null) => async () =>
  me && getDb().delete(passkeys).where(eq(passkeys.userId, me.id));

// the statuses in the table's column order: visitor, unverified, user, pv_plus, moderator, admin, suspended, banned
const S = (
  visitor: number,
  unverified: number,
  user: number,
  pv_plus: number,
  moderator: number,
  admin: number,
  suspended: number,
  banned: number,
): Expect => ({
  visitor,
  unverified,
  user,
  pv_plus,
  moderator,
  admin,
  suspended,
  banned,
});

let categoryId = 0;
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}_${Math.random().toString(36).slice(2, 6)}`;
const debate = (opts: Partial<Parameters<typeof insertDebate>[0]> = {}) => insertDebate({ categoryId, ...opts });
const other = () => insertPlainUser();
const id = (n: number) => ({ id: String(n) });
/** A fresh account like the persona's (roles, status, verification), for rows where the caller acts on itself. */
const twinOf = (me: PersonaUser) =>
  insertPlainUser({
    roles: me.roles,
    status: me.status as "active" | "suspended" | "banned",
    suspendedUntil: me.suspendedUntil,
    emailVerified: me.emailVerified,
  });
/** A twin of the persona with its password and a confirmed authenticator (the visitor: anyone's). */
async function factorTwin(me: PersonaUser | null) {
  const who = me
    ? await createUser({
        roles: me.roles,
        status: me.status as "active" | "suspended" | "banned",
        suspendedUntil: me.suspendedUntil,
        emailVerified: me.emailVerified,
      })
    : await createUser();
  await startTotpSetup(who);
  await getDb().update(totpFactors).set({ confirmedAt: new Date() }).where(eq(totpFactors.userId, who.id));
  return who;
}
const totpCode = (secret: string) => new TOTP({ secret: secret.replace(/\s/g, "") }).generate();
/** The caller's own account as the target: a twin of the persona, which then makes the call (the visitor: anyone). */
const self = async (me: PersonaUser | null) => (me ? await twinOf(me) : await other());

/** A live comment by `authorId` on a fresh debate (open, or taken down). */
async function commentBy(authorId: number, opts: { takenDown?: boolean } = {}) {
  const d = await debate({ isActive: !opts.takenDown });
  return { debate: d, comment: await insertComment(d.id, authorId) };
}

/** A direct message in `userId`'s inbox, unread. */
async function messageTo(userId: number) {
  const [m] = await getDb()
    .insert(messages)
    .values({ subject: "Hello", content: "A message", type: "direct" })
    .returning();
  await getDb().insert(messageParticipants).values({ messageId: m.id, userId });
  return m;
}

/** A pending report by a fresh user of a fresh comment (by another fresh user) on an open debate. */
async function pendingReport() {
  const [reporter, author] = [await other(), await other()];
  const { comment } = await commentBy(author.id);
  const [r] = await getDb()
    .insert(reports)
    .values({ reportedBy: reporter.id, targetType: "comment", targetId: comment.id, reason: "spam" })
    .returning();
  return r;
}

/*
 * Issue 18: a sealed ballot board. The sentinel debate is open with 26 ballots: the first 25 fill batch 0 (held
 * back until batch 1 fills, issue 24), the 26th is the sentinel voter's, in a batch not yet published. No call by
 * anyone may answer any of its openings, nor the sentinel's receipt (checked on every call of the table); sides never
 * leave the voter's own calls (the rows below read the sentinel's debate, history and board). Issue 26: each of them
 * leaned first (A, B or undecided, the sentinel's late); no lean's opening, nor the sentinel's lean receipt, nor any
 * lean, late flag or split of leans leaves any call while the debate is open.
 */
type Sentinel = { debateId: number; voterId: number; receipt: string; secrets: string[] };
let sentinel: Sentinel;

async function insertSentinel(): Promise<Sentinel> {
  const d = await debate();
  const voters = await Promise.all(Array.from({ length: 26 }, () => other()));
  const rows = [];
  const leaned = [];
  for (const [i, v] of voters.entries()) {
    const [l] = await getDb()
      .insert(leans)
      .values({ debateId: d.id, userId: v.id, lean: (["A", "B", "undecided"] as const)[i % 3], late: i === 25 })
      .returning();
    leaned.push(l);
    const [row] = await getDb()
      .insert(votes)
      .values({ debateId: d.id, userId: v.id, position: i % 2 ? "A" : "B" })
      .returning();
    rows.push(row);
  }
  const last = rows[25];
  return {
    debateId: d.id,
    voterId: last.userId!,
    receipt: last.commitment,
    secrets: [...rows.map((r) => r.opening), last.commitment, ...leaned.map((l) => l.opening), leaned[25].commitment],
  };
}

/** A closed debate with a few ballots: its board shows every ballot with side and opening, to everyone alike. */
async function closedBoard() {
  const d = await debate(endedAgo(3600_000));
  for (const side of ["A", "B", "B"] as const)
    await getDb()
      .insert(votes)
      .values({ debateId: d.id, userId: (await other()).id, position: side });
  return d;
}

/** The takedown of a debate by `creatorId` (hidden), taken by a fresh moderator unless `moderatorId` is given. */
async function takedownOf(creatorId: number, opts: { moderatorId?: number; daysAgo?: number } = {}) {
  const d = await debate({ creatorId, isActive: false });
  const moderatorId = opts.moderatorId ?? (await insertPlainUser({ roles: ["moderator"] })).id;
  return insertAction({ moderatorId, targetType: "debate", targetId: d.id, rule: "spam", daysAgo: opts.daysAgo });
}

/** A pending appeal of a takedown; `by` is the appellant (a fresh plain user unless given), `moderatorId` who acted. */
async function pendingAppeal(opts: { by?: { id: number }; moderatorId?: number } = {}) {
  const appellant = opts.by ?? (await other());
  const action = await takedownOf(appellant.id, { moderatorId: opts.moderatorId });
  return insertAppeal(action.id, appellant.id);
}

const statement = "This debate broke no rule: it is a real question.";
const decide = { decision: "reversed", reason: "The report was mistaken" };

const adminUser = (targetId: number, rest = "") => ({
  path: `/api/admin/users/${targetId}${rest}`,
  params: id(targetId),
});
const reason = { reason: "Table-driven authorisation test" };
const newDebate = () => ({
  title: "A debate created by the authorisation table",
  description: "A description long enough to pass the create form's fifty character minimum.",
  categoryId,
  positionATitle: "Yes side",
  positionBTitle: "No side",
  debateVideo: "https://example.com/video.mp4",
});

// same answer for all eight
const all = (status: number) => S(status, status, status, status, status, status, status, status);

const TABLE: Row[] = [
  // ---- the catch-all: any other /api/ path is a JSON 404 for everyone
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Row => ({
    file: "app/api/[...path]/route.ts",
    method,
    setup: async () => ({ path: "/api/no/such/route", params: { path: "no/such/route" } }),
    expect: all(404),
  })),

  // ---- admin panel (staff; roles admin only)                              vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/admin/analytics/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/admin/analytics" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/admin/users" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/activity/route.ts",
    method: "GET",
    setup: async () => adminUser((await other()).id, "/activity"),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/punishment-history/route.ts",
    method: "GET",
    setup: async () => adminUser((await other()).id, "/punishment-history"),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/username-history/route.ts",
    method: "GET",
    setup: async () => adminUser((await other()).id, "/username-history"),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/suspend/route.ts",
    method: "POST",
    setup: async () => ({ ...adminUser((await other()).id, "/suspend"), body: { duration: 24, ...reason } }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/ban/route.ts",
    method: "POST",
    case: "a plain user",
    setup: async () => ({ ...adminUser((await other()).id, "/ban"), body: reason }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/ban/route.ts",
    method: "POST",
    case: "a moderator (moderators may not act on staff)",
    setup: async () => ({ ...adminUser((await insertPlainUser({ roles: ["moderator"] })).id, "/ban"), body: reason }),
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/ban/route.ts",
    method: "POST",
    case: "an admin (moderators may not act on staff)",
    setup: async () => ({ ...adminUser((await insertPlainUser({ roles: ["admin"] })).id, "/ban"), body: reason }),
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/ban/route.ts",
    method: "POST",
    case: "the caller's own account (nobody acts on themselves)",
    setup: async (me) => {
      const u = await self(me);
      return { ...adminUser(u.id, "/ban"), body: reason, as: me && u };
    },
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/delete/route.ts",
    method: "POST",
    setup: async () => ({ ...adminUser((await other()).id, "/delete"), body: reason }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/lift-punishment/route.ts",
    method: "POST",
    case: "a suspended user",
    setup: async () => ({
      ...adminUser(
        (await insertPlainUser({ status: "suspended", suspendedUntil: new Date(Date.now() + 3600_000) })).id,
        "/lift-punishment",
      ),
      body: reason,
    }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/reactivate/route.ts",
    method: "POST",
    case: "a banned user",
    setup: async () => ({
      ...adminUser((await insertPlainUser({ status: "banned" })).id, "/reactivate"),
      body: reason,
    }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/role/route.ts",
    method: "PATCH",
    setup: async () => ({ ...adminUser((await other()).id, "/role"), body: { roles: ["pv_plus"] } }),
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/users/[id]/role/route.ts",
    method: "PUT",
    setup: async () => ({ ...adminUser((await other()).id, "/role"), body: { role: "pv_plus" } }),
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/categories/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/admin/categories" }),
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/categories/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/admin/categories", body: { name: unique("Topic "), color: "#2563eb" } }),
    expect: S(401, 403, 403, 403, 403, 201, 403, 401),
  },
  {
    file: "app/api/admin/categories/[id]/route.ts",
    method: "PATCH",
    setup: async () => {
      const c = await createCategory();
      return {
        path: `/api/admin/categories/${c.id}`,
        params: id(c.id),
        body: { name: unique("Renamed "), color: "#16a34a" },
      };
    },
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/categories/[id]/route.ts",
    method: "DELETE",
    case: "an unused category",
    setup: async () => {
      const c = await createCategory();
      return { path: `/api/admin/categories/${c.id}`, params: id(c.id) };
    },
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/admin/categories/[id]/route.ts",
    method: "DELETE",
    case: "a category a debate uses",
    setup: async () => {
      const c = await createCategory();
      await insertDebate({ categoryId: c.id, isActive: false });
      return { path: `/api/admin/categories/${c.id}`, params: id(c.id) };
    },
    expect: S(401, 403, 403, 403, 403, 409, 403, 401),
  },

  // ---- accounts: public calls answer everyone alike; signed-in calls     vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/auth/challenge/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/challenge" }),
    expect: all(200),
  },
  {
    file: "app/api/auth/register/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/register", body: {} }),
    expect: all(400),
  },
  {
    file: "app/api/auth/login/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/login", body: {} }),
    expect: all(400),
  },
  {
    file: "app/api/auth/logout/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/logout" }),
    expect: S(200, 200, 200, 200, 200, 200, 200, 200),
  },
  {
    file: "app/api/auth/forgot-password/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/forgot-password", body: { email: `${unique("fp")}@example.com` } }),
    expect: all(200),
  },
  {
    file: "app/api/auth/reset-password/route.ts",
    method: "POST",
    setup: async () => ({
      path: "/api/auth/reset-password",
      body: { token: "not-a-token", password: "NewPass123", confirmPassword: "NewPass123" },
    }),
    expect: all(400),
  },
  {
    file: "app/api/auth/resend-verification/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/resend-verification", body: { email: `${unique("rv")}@example.com` } }),
    expect: all(200),
  },
  {
    file: "app/api/auth/verify-email/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/verify-email?token=not-a-token" }),
    expect: all(400),
  },
  {
    file: "app/api/auth/verify-username-change/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/verify-username-change", body: { token: "not-a-token" } }),
    expect: all(400),
  },
  {
    file: "app/api/auth/verify-password-change/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/verify-password-change", body: { token: "not-a-token" } }),
    expect: all(400),
  },
  {
    file: "app/api/auth/unsubscribe/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/unsubscribe", body: { email: `${unique("un")}@example.com` } }),
    expect: all(200),
  },
  {
    file: "app/api/auth/unsubscribe/one-click/route.ts",
    method: "POST",
    case: "a signed link",
    setup: async () => {
      const target = await other();
      const url = new URL(unsubscribeLinks({ id: target.id, email: target.email! }).oneClick);
      return { path: url.pathname + url.search };
    },
    expect: all(200),
  },
  {
    file: "app/api/auth/unsubscribe/one-click/route.ts",
    method: "GET",
    case: "a signed link (303 to the page)",
    setup: async () => {
      const target = await other();
      const url = new URL(unsubscribeLinks({ id: target.id, email: target.email! }).oneClick);
      return { path: url.pathname + url.search };
    },
    expect: all(303),
  },
  {
    file: "app/api/auth/user/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/user" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/change-password/route.ts",
    method: "POST",
    setup: async () => ({
      path: "/api/auth/change-password",
      body: { currentPassword: TEST_PASSWORD, newPassword: "Changed123", confirmPassword: "Changed123" },
    }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/request-username-change/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/request-username-change", body: { newUsername: unique("nu") } }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/sessions/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/sessions" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/sessions/route.ts",
    method: "DELETE",
    case: "every other session of the caller (signing out elsewhere: a suspended account may)",
    setup: async () => ({ path: "/api/auth/sessions" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/sessions/[id]/route.ts",
    method: "DELETE",
    case: "another session of the caller's own",
    setup: async (me) => {
      const { publicId } = await openSession(me ?? (await other()));
      return { path: `/api/auth/sessions/${publicId}`, params: { id: publicId } };
    },
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/sessions/[id]/route.ts",
    method: "DELETE",
    case: "another account's session (404, as a missing one)",
    setup: async () => {
      const { publicId } = await openSession(await other());
      return { path: `/api/auth/sessions/${publicId}`, params: { id: publicId } };
    },
    expect: S(401, 404, 404, 404, 404, 404, 404, 401),
  },
  // ---- the second factor (issue 36)                                       vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/auth/second-factor/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/second-factor" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/second-factor/route.ts",
    method: "POST",
    case: "starting an authenticator's setup (the caller's twin)",
    setup: async (me) => ({ path: "/api/auth/second-factor", as: me ? await twinOf(me) : null }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/second-factor/route.ts",
    method: "DELETE",
    case: "turning the caller's twin's factor off with its password",
    setup: async (me) => {
      const who = await factorTwin(me);
      return { path: "/api/auth/second-factor", body: { password: TEST_PASSWORD }, as: me ? who : null };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/second-factor/confirm/route.ts",
    method: "POST",
    case: "the caller's twin's pending authenticator, with its code",
    setup: async (me) => {
      const who = me ? await twinOf(me) : await other();
      const { secret } = await startTotpSetup(who);
      return { path: "/api/auth/second-factor/confirm", body: { code: totpCode(secret) }, as: me ? who : null };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/second-factor/recovery-codes/route.ts",
    method: "POST",
    case: "new recovery codes for the caller's twin, with its password",
    setup: async (me) => {
      const who = await factorTwin(me);
      return { path: "/api/auth/second-factor/recovery-codes", body: { password: TEST_PASSWORD }, as: me ? who : null };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/login/second-factor/route.ts",
    method: "POST",
    case: "without the password step's short-lived cookie (its success: tests/integration/second-factor.test.ts)",
    setup: async () => ({ path: "/api/auth/login/second-factor", body: { code: "123456" } }),
    expect: all(401),
  },
  {
    file: "app/api/auth/sudo/route.ts",
    method: "POST",
    case: "the password of an account without a factor",
    setup: async () => ({ path: "/api/auth/sudo", body: { password: TEST_PASSWORD } }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/auth/passkeys" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/passkeys/route.ts",
    method: "POST",
    case: "the caller's answer to its own registration options",
    setup: async (me) => ({
      path: "/api/auth/passkeys",
      body: { name: "Phone", response: await registrationFor(me?.id ?? null) },
      done: dropPasskeys(me),
    }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/register-options/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/passkeys/register-options" }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/[id]/route.ts",
    method: "PATCH",
    case: "the caller's own passkey",
    setup: async (me) => {
      const { id } = await insertPasskey((me ?? (await other())).id);
      return {
        path: `/api/auth/passkeys/${id}`,
        params: { id: String(id) },
        body: { name: "Renamed" },
        done: dropPasskeys(me),
      };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/[id]/route.ts",
    method: "PATCH",
    case: "another account's passkey (404, as a missing one)",
    setup: async () => {
      const { id } = await insertPasskey((await other()).id);
      return { path: `/api/auth/passkeys/${id}`, params: { id: String(id) }, body: { name: "Renamed" } };
    },
    expect: S(401, 404, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/[id]/route.ts",
    method: "DELETE",
    case: "the caller's own passkey (a suspended account may)",
    setup: async (me) => {
      const { id } = await insertPasskey((me ?? (await other())).id);
      return { path: `/api/auth/passkeys/${id}`, params: { id: String(id) } };
    },
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/auth/passkeys/[id]/route.ts",
    method: "DELETE",
    case: "another account's passkey (404, as a missing one)",
    setup: async () => {
      const { id } = await insertPasskey((await other()).id);
      return { path: `/api/auth/passkeys/${id}`, params: { id: String(id) } };
    },
    expect: S(401, 404, 404, 404, 404, 404, 404, 401),
  },
  {
    file: "app/api/auth/passkeys/confirm-options/route.ts",
    method: "POST",
    case: "an account with a passkey (sudo mode's check)",
    setup: async (me) => {
      await insertPasskey((me ?? (await other())).id);
      return { path: "/api/auth/passkeys/confirm-options", done: dropPasskeys(me) };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/confirm/route.ts",
    method: "POST",
    case: "an answer that is not one",
    setup: async () => ({ path: "/api/auth/passkeys/confirm", body: {} }),
    expect: S(401, 400, 400, 400, 400, 400, 403, 401),
  },
  {
    file: "app/api/auth/passkeys/sign-in-options/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/passkeys/sign-in-options" }),
    expect: all(200),
  },
  {
    file: "app/api/auth/passkeys/sign-in/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/auth/passkeys/sign-in", body: {} }),
    expect: all(400),
  },
  {
    file: "app/api/dev/mailbox/route.ts",
    method: "GET",
    case: "demo mode",
    setup: async () => ({ path: `/api/dev/mailbox?to=${unique("mb")}@example.com` }),
    expect: all(200),
  },

  // ---- debates                                                            vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/categories/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/categories" }),
    expect: all(200),
  },
  { file: "app/api/health/route.ts", method: "GET", setup: async () => ({ path: "/api/health" }), expect: all(200) },
  { file: "app/api/debates/route.ts", method: "GET", setup: async () => ({ path: "/api/debates" }), expect: all(200) },
  {
    file: "app/api/debates/ended/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/debates/ended" }),
    expect: all(200),
  },
  {
    file: "app/api/debates/featured/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/debates/featured" }),
    expect: all(200),
  },
  {
    file: "app/api/debates/hot/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/debates/hot" }),
    expect: all(200),
  },
  // the same answer for everyone; a malformed id, so the table never calls the thumbnail origin
  // (tests/integration/video-poster.test.ts)
  {
    file: "app/api/video-poster/[videoId]/route.ts",
    method: "GET",
    case: "a malformed video id",
    setup: async () => ({ path: "/api/video-poster/not-an-id", params: { videoId: "not-an-id" } }),
    expect: all(404),
  },
  {
    file: "app/api/debates/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/debates", body: newDebate() }),
    expect: S(401, 403, 201, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/debates/[id]/route.ts",
    method: "GET",
    case: "an open debate",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}`, params: id(d.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/route.ts",
    method: "GET",
    case: "a taken-down debate (staff only)",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}`, params: id(d.id) };
    },
    expect: S(404, 404, 404, 404, 200, 200, 404, 404),
  },
  // the same answer for everyone, a taken-down debate's included (404 to staff too)
  {
    file: "app/api/debates/[id]/turnout/route.ts",
    method: "GET",
    case: "an open debate",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}/turnout`, params: id(d.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/turnout/route.ts",
    method: "GET",
    case: "a taken-down debate",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}/turnout`, params: id(d.id) };
    },
    expect: all(404),
  },
  {
    file: "app/api/debates/[id]/route.ts",
    method: "PATCH",
    case: "feature",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}`, params: id(d.id), body: { isFeatured: true } };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/debates/[id]/route.ts",
    method: "PATCH",
    case: "take down",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}`, params: id(d.id), body: { isActive: false } };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },

  // ---- votes                                                              vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/votes/route.ts",
    method: "POST",
    case: "an open debate",
    setup: async () => ({ path: "/api/votes", body: { debateId: (await debate()).id, position: "A" } }),
    expect: S(401, 403, 201, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/votes/route.ts",
    method: "POST",
    case: "an ended debate",
    setup: async () => ({
      path: "/api/votes",
      body: { debateId: (await debate(endedAgo(3600_000))).id, position: "B" },
    }),
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/votes/route.ts",
    method: "POST",
    case: "a taken-down debate",
    setup: async () => ({
      path: "/api/votes",
      body: { debateId: (await debate({ isActive: false })).id, position: "A" },
    }),
    expect: S(401, 403, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/debates/[id]/lean/route.ts",
    method: "POST",
    case: "an open debate",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}/lean`, params: id(d.id), body: { lean: "undecided" } };
    },
    expect: S(401, 403, 201, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/debates/[id]/lean/route.ts",
    method: "POST",
    case: "an ended debate",
    setup: async () => {
      const d = await debate(endedAgo(3600_000));
      return { path: `/api/debates/${d.id}/lean`, params: id(d.id), body: { lean: "A" } };
    },
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/debates/[id]/lean/route.ts",
    method: "POST",
    case: "a taken-down debate",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}/lean`, params: id(d.id), body: { lean: "B" } };
    },
    expect: S(401, 403, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/debates/[id]/play/route.ts",
    method: "POST",
    case: "an open debate",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}/play`, params: id(d.id) };
    },
    expect: S(401, 204, 204, 204, 204, 204, 403, 401),
  },
  {
    file: "app/api/debates/[id]/play/route.ts",
    method: "POST",
    case: "a taken-down debate",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}/play`, params: id(d.id) };
    },
    expect: S(401, 404, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/votes/[debateId]/user/route.ts",
    method: "GET",
    setup: async () => {
      const d = await debate();
      return { path: `/api/votes/${d.id}/user`, params: { debateId: String(d.id) } };
    },
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/votes/[debateId]/user/route.ts",
    method: "GET",
    case: "the sentinel's debate (the caller's own status only)",
    setup: async () => ({
      path: `/api/votes/${sentinel.debateId}/user`,
      params: { debateId: String(sentinel.debateId) },
    }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },

  // ---- the ballot board (issue 18): public, the same for everyone         vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/debates/[id]/ballots/route.ts",
    method: "GET",
    case: "the sentinel's open debate (no side, no opening, no unpublished receipt)",
    setup: async () => ({ path: `/api/debates/${sentinel.debateId}/ballots`, params: id(sentinel.debateId) }),
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/ballots/route.ts",
    method: "GET",
    case: "a closed debate",
    setup: async () => {
      const d = await closedBoard();
      return { path: `/api/debates/${d.id}/ballots`, params: id(d.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/ballots/route.ts",
    method: "GET",
    case: "a taken-down debate (no board for anyone)",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}/ballots`, params: id(d.id) };
    },
    expect: all(404),
  },

  // ---- the integrity ledger (issue 25): public, the same for everyone    vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/debates/[id]/integrity/route.ts",
    method: "GET",
    case: "the sentinel's open debate (counts only, no verdict split)",
    setup: async () => ({ path: `/api/debates/${sentinel.debateId}/integrity`, params: id(sentinel.debateId) }),
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/integrity/route.ts",
    method: "GET",
    case: "a closed debate",
    setup: async () => {
      const d = await closedBoard();
      return { path: `/api/debates/${d.id}/integrity`, params: id(d.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/integrity/route.ts",
    method: "GET",
    case: "a taken-down debate (no ledger for anyone)",
    setup: async () => {
      const d = await debate({ isActive: false });
      return { path: `/api/debates/${d.id}/integrity`, params: id(d.id) };
    },
    expect: all(404),
  },

  // ---- comments (PV+ writes; bodies only for PV+, statuses alike)        vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/debates/[id]/comments/route.ts",
    method: "GET",
    case: "an open debate",
    setup: async () => {
      const { debate: d } = await commentBy((await other()).id);
      return { path: `/api/debates/${d.id}/comments`, params: id(d.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/debates/[id]/comments/route.ts",
    method: "GET",
    case: "a taken-down debate (staff only)",
    setup: async () => {
      const { debate: d } = await commentBy((await other()).id, { takenDown: true });
      return { path: `/api/debates/${d.id}/comments`, params: id(d.id) };
    },
    expect: S(404, 404, 404, 404, 200, 200, 404, 404),
  },
  {
    file: "app/api/debates/[id]/comments/route.ts",
    method: "POST",
    setup: async () => {
      const d = await debate();
      return { path: `/api/debates/${d.id}/comments`, params: id(d.id), body: { content: "A comment" } };
    },
    expect: S(401, 403, 403, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/comments/[id]/reply/route.ts",
    method: "POST",
    setup: async () => {
      const { debate: d, comment: c } = await commentBy((await other()).id);
      return { path: `/api/comments/${c.id}/reply`, params: id(c.id), body: { content: "A reply", debateId: d.id } };
    },
    expect: S(401, 403, 403, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/comments/[id]/like/route.ts",
    method: "POST",
    case: "a comment on an open debate",
    setup: async () => {
      const { comment: c } = await commentBy((await other()).id);
      return { path: `/api/comments/${c.id}/like`, params: id(c.id), body: { isLike: true } };
    },
    expect: S(401, 403, 403, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/comments/[id]/like/route.ts",
    method: "POST",
    case: "a comment on a taken-down debate",
    setup: async () => {
      const { comment: c } = await commentBy((await other()).id, { takenDown: true });
      return { path: `/api/comments/${c.id}/like`, params: id(c.id), body: { isLike: false } };
    },
    expect: S(401, 403, 403, 404, 200, 200, 403, 401),
  },
  {
    file: "app/api/comments/[id]/route.ts",
    method: "PATCH",
    case: "the caller's own comment",
    setup: async (me) => {
      const { comment: c } = await commentBy((me ?? (await other())).id);
      return { path: `/api/comments/${c.id}`, params: id(c.id), body: { content: "Edited" } };
    },
    expect: S(401, 403, 403, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/comments/[id]/route.ts",
    method: "PATCH",
    case: "someone else's comment (the author's alone)",
    setup: async () => {
      const { comment: c } = await commentBy((await other()).id);
      return { path: `/api/comments/${c.id}`, params: id(c.id), body: { content: "Edited" } };
    },
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/comments/[id]/route.ts",
    method: "DELETE",
    case: "the caller's own comment",
    setup: async (me) => {
      const { comment: c } = await commentBy((me ?? (await other())).id);
      return { path: `/api/comments/${c.id}`, params: id(c.id) };
    },
    expect: S(401, 403, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/comments/[id]/route.ts",
    method: "DELETE",
    case: "someone else's comment (author or staff)",
    setup: async () => {
      const { comment: c } = await commentBy((await other()).id);
      return { path: `/api/comments/${c.id}`, params: id(c.id) };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },

  // ---- reports and moderation                                             vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/moderation/reports/route.ts",
    method: "POST",
    case: "an open debate",
    setup: async () => ({
      path: "/api/moderation/reports",
      body: { targetType: "debate", targetId: (await debate()).id, reason: "spam" },
    }),
    expect: S(401, 201, 201, 201, 201, 201, 403, 401),
  },
  {
    file: "app/api/moderation/reports/route.ts",
    method: "POST",
    case: "a taken-down debate (staff only see it)",
    setup: async () => ({
      path: "/api/moderation/reports",
      body: { targetType: "debate", targetId: (await debate({ isActive: false })).id, reason: "spam" },
    }),
    expect: S(401, 404, 404, 404, 201, 201, 403, 401),
  },
  {
    file: "app/api/moderation/reports/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/reports" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/signals/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/signals" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/reports/[id]/route.ts",
    method: "PATCH",
    setup: async () => {
      const r = await pendingReport();
      return { path: `/api/moderation/reports/${r.id}`, params: id(r.id), body: { status: "dismissed" } };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/reports/[id]/takedown/route.ts",
    method: "POST",
    setup: async () => {
      const r = await pendingReport();
      return { path: `/api/moderation/reports/${r.id}/takedown`, params: id(r.id), body: reason };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/actions/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/actions" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/actions/route.ts",
    method: "POST",
    case: "warn a plain user",
    setup: async () => ({
      path: "/api/moderation/actions",
      body: { targetType: "user", targetId: (await other()).id, action: "warn", ...reason },
    }),
    expect: S(401, 403, 403, 403, 201, 201, 403, 401),
  },
  {
    file: "app/api/moderation/actions/route.ts",
    method: "POST",
    case: "warn an admin (moderators may not act on staff)",
    setup: async () => ({
      path: "/api/moderation/actions",
      body: {
        targetType: "user",
        targetId: (await insertPlainUser({ roles: ["admin"] })).id,
        action: "warn",
        ...reason,
      },
    }),
    expect: S(401, 403, 403, 403, 403, 201, 403, 401),
  },
  {
    file: "app/api/moderation/actions/route.ts",
    method: "POST",
    case: "warn the caller's own account (nobody acts on themselves)",
    setup: async (me) => {
      const u = await self(me);
      return {
        path: "/api/moderation/actions",
        body: { targetType: "user", targetId: u.id, action: "warn", ...reason },
        as: me && u,
      };
    },
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/moderation/users/admin/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/users/admin" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/users/moderator/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/users/moderator" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },

  // ---- closing and open data (issue 18): the cron call takes only its Bearer secret, never a session, and a
  // refusal closes nothing (a debate past its deadline waits); the exports are the same for everyone
  ...(["GET", "POST"] as const).map((method): Row => ({
    file: "app/api/cron/close-debates/route.ts",
    method,
    case: "no Bearer secret, a debate due",
    setup: async () => {
      await debate(endedAgo(60_000));
      return { path: "/api/cron/close-debates" };
    },
    expect: all(401),
  })),
  {
    file: "app/api/exports/results.csv/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/exports/results.csv" }),
    expect: all(200),
  },
  {
    file: "app/api/exports/results.json/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/exports/results.json" }),
    expect: all(200),
  },
  // ---- the API's description (issue 29): public, the same for everyone   vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/openapi.json/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/openapi.json" }),
    expect: all(200),
  },
  {
    file: "app/api/docs/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/docs" }),
    expect: all(200),
  },
  // ---- appeals (the affected person, once, within 180 days; decided by   vis  unv  usr  pv+  mod  adm  sus  ban
  //      staff who did not take the action, within the hierarchy)
  {
    file: "app/api/appeals/route.ts",
    method: "POST",
    case: "the caller's own takedown (a suspended account may appeal)",
    setup: async (me) => ({
      path: "/api/appeals",
      body: { actionId: (await takedownOf((me ?? (await other())).id)).id, statement },
    }),
    expect: S(401, 201, 201, 201, 201, 201, 201, 401),
  },
  {
    file: "app/api/appeals/route.ts",
    method: "POST",
    case: "someone else's takedown",
    setup: async () => ({
      path: "/api/appeals",
      body: { actionId: (await takedownOf((await other()).id)).id, statement },
    }),
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/appeals/route.ts",
    method: "POST",
    case: "the caller's own takedown, 181 days ago (too late)",
    setup: async (me) => ({
      path: "/api/appeals",
      body: { actionId: (await takedownOf((me ?? (await other())).id, { daysAgo: 181 })).id, statement },
    }),
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/appeals/route.ts",
    method: "POST",
    case: "the caller's own takedown, already appealed (once only)",
    setup: async (me) => {
      const mine = me ?? (await other());
      const action = await takedownOf(mine.id);
      await insertAppeal(action.id, mine.id);
      return { path: "/api/appeals", body: { actionId: action.id, statement } };
    },
    expect: S(401, 409, 409, 409, 409, 409, 409, 401),
  },
  {
    file: "app/api/appeals/link/route.ts",
    method: "POST",
    case: "a ban's signed link (no session is read)",
    setup: async () => {
      const banned = await insertPlainUser({ status: "banned" });
      const action = await insertAction({
        moderatorId: (await insertPlainUser({ roles: ["admin"] })).id,
        targetType: "user",
        targetId: banned.id,
        action: "ban",
      });
      return { path: "/api/appeals/link", body: { token: await appealLinkToken(banned.id, action.id), statement } };
    },
    expect: all(201),
  },
  {
    file: "app/api/appeals/link/route.ts",
    method: "POST",
    case: "a link that is not one",
    setup: async () => ({ path: "/api/appeals/link", body: { token: "not-a-token", statement } }),
    expect: all(400),
  },
  {
    file: "app/api/moderation/appeals/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/moderation/appeals?status=pending" }),
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/appeals/[id]/route.ts",
    method: "PATCH",
    case: "a plain user's appeal of another moderator's takedown",
    setup: async () => {
      const a = await pendingAppeal();
      return { path: `/api/moderation/appeals/${a.id}`, params: id(a.id), body: decide };
    },
    expect: S(401, 403, 403, 403, 200, 200, 403, 401),
  },
  {
    file: "app/api/moderation/appeals/[id]/route.ts",
    method: "PATCH",
    case: "an appeal of the caller's own takedown (not the same moderator)",
    setup: async (me) => {
      const a = await pendingAppeal({ moderatorId: (me ?? (await other())).id });
      return { path: `/api/moderation/appeals/${a.id}`, params: id(a.id), body: decide };
    },
    expect: S(401, 403, 403, 403, 403, 403, 403, 401),
  },
  {
    file: "app/api/moderation/appeals/[id]/route.ts",
    method: "PATCH",
    case: "a moderator's appeal (moderators do not decide staff's)",
    setup: async () => {
      const a = await pendingAppeal({ by: await insertPlainUser({ roles: ["moderator"] }) });
      return { path: `/api/moderation/appeals/${a.id}`, params: id(a.id), body: decide };
    },
    expect: S(401, 403, 403, 403, 403, 200, 403, 401),
  },
  {
    file: "app/api/moderation/appeals/[id]/route.ts",
    method: "PATCH",
    case: "an appeal already decided",
    setup: async () => {
      const appellant = await other();
      const action = await takedownOf(appellant.id);
      const a = await insertAppeal(action.id, appellant.id, "upheld", (await insertPlainUser({ roles: ["admin"] })).id);
      return { path: `/api/moderation/appeals/${a.id}`, params: id(a.id), body: decide };
    },
    expect: S(401, 403, 403, 403, 409, 409, 403, 401),
  },

  // ---- inbox                                                              vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/messages/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/messages" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/messages/unread/count/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/messages/unread/count" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/messages/[id]/route.ts",
    method: "GET",
    case: "a message in the caller's inbox",
    setup: async (me) => {
      const m = await messageTo((me ?? (await other())).id);
      return { path: `/api/messages/${m.id}`, params: id(m.id) };
    },
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  {
    file: "app/api/messages/[id]/route.ts",
    method: "GET",
    case: "someone else's message",
    setup: async () => {
      const m = await messageTo((await other()).id);
      return { path: `/api/messages/${m.id}`, params: id(m.id) };
    },
    expect: S(401, 404, 404, 404, 404, 404, 404, 401),
  },
  {
    file: "app/api/messages/[id]/route.ts",
    method: "DELETE",
    case: "a message in the caller's inbox",
    setup: async (me) => {
      const m = await messageTo((me ?? (await other())).id);
      return { path: `/api/messages/${m.id}`, params: id(m.id) };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/messages/[id]/route.ts",
    method: "DELETE",
    case: "someone else's message",
    setup: async () => {
      const m = await messageTo((await other()).id);
      return { path: `/api/messages/${m.id}`, params: id(m.id) };
    },
    expect: S(401, 404, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/messages/[id]/read/route.ts",
    method: "PATCH",
    case: "a message in the caller's inbox",
    setup: async (me) => {
      const m = await messageTo((me ?? (await other())).id);
      return { path: `/api/messages/${m.id}/read`, params: id(m.id) };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/messages/[id]/read/route.ts",
    method: "PATCH",
    case: "someone else's message",
    setup: async () => {
      const m = await messageTo((await other()).id);
      return { path: `/api/messages/${m.id}/read`, params: id(m.id) };
    },
    expect: S(401, 404, 404, 404, 404, 404, 403, 401),
  },
  {
    file: "app/api/messages/mass/route.ts",
    method: "POST",
    setup: async () => ({ path: "/api/messages/mass", body: { subject: "Announcement", content: "To everyone" } }),
    expect: S(401, 403, 403, 403, 201, 201, 403, 401),
  },

  // ---- users                                                              vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/users/[id]/route.ts",
    method: "GET",
    setup: async () => {
      const u = await other();
      return { path: `/api/users/${u.id}`, params: id(u.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/users/[id]/debates/route.ts",
    method: "GET",
    setup: async () => {
      const u = await other();
      await debate({ creatorId: u.id });
      return { path: `/api/users/${u.id}/debates`, params: id(u.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/users/[id]/votes/route.ts",
    method: "GET",
    setup: async () => {
      const u = await other();
      return { path: `/api/users/${u.id}/votes`, params: id(u.id) };
    },
    expect: all(200),
  },
  {
    file: "app/api/users/[id]/votes/route.ts",
    method: "GET",
    case: "the sentinel voter's history (no side, no receipt)",
    setup: async () => ({ path: `/api/users/${sentinel.voterId}/votes`, params: id(sentinel.voterId) }),
    expect: all(200),
  },
  // 'Download my data' (issue 36 item 5): every signed-in account its own zip, a suspended one included (a read)
  {
    file: "app/api/users/me/export/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/users/me/export" }),
    expect: S(401, 200, 200, 200, 200, 200, 200, 401),
  },
  // 'Delete my account' (issue 36 item 6): a fresh twin of each persona deletes itself (a suspended one may not write)
  {
    file: "app/api/users/me/route.ts",
    method: "DELETE",
    setup: async (me) => {
      const u = me
        ? await createUser({
            roles: me.roles,
            status: me.status as "active" | "suspended" | "banned",
            suspendedUntil: me.suspendedUntil,
            emailVerified: me.emailVerified,
          })
        : null;
      return {
        path: "/api/users/me",
        body: { password: TEST_PASSWORD, confirmUsername: u?.username ?? "nobody" },
        as: u,
      };
    },
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },
  {
    file: "app/api/users/profile/route.ts",
    method: "PATCH",
    setup: async () => ({ path: "/api/users/profile", body: { bio: "A new bio" } }),
    expect: S(401, 200, 200, 200, 200, 200, 403, 401),
  },

  // ---- transparency: public, the same answer for everyone                 vis  unv  usr  pv+  mod  adm  sus  ban
  {
    file: "app/api/transparency/route.ts",
    method: "GET",
    setup: async () => ({ path: "/api/transparency" }),
    expect: all(200),
  },
];

const label = (r: Row) => `${r.method} ${r.file}${r.case ? ` (${r.case})` : ""}`;

const handlers = new Map<string, RouteHandler>();
let exported: string[] = [];
let personas: Record<Persona, PersonaUser | null>;
let fingerprintQuery: ReturnType<typeof sql.raw>;

/** One hash per table of everything in it (all of public but rate_limits and session). */
async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await getDb().execute<{ name: string; hash: string }>(fingerprintQuery);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

beforeAll(async () => {
  for (const file of routeFiles()) {
    const mod = (await import(path.join(process.cwd(), file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      // a method the route does not take answers 405 (tests/integration/method-not-allowed.test.ts)
      if (typeof mod[method] !== "function" || REFUSES_METHOD in (mod[method] as object)) continue;
      handlers.set(`${method} ${file}`, mod[method] as RouteHandler);
      exported.push(`${method} ${file}`);
    }
  }
  exported = exported.sort();

  const { rows } = await getDb().execute<{ name: string }>(
    // integrity_refusals: a refused vote is counted in its debate's ledger by design (docs/decisions/0017), once per
    // client (integrity_refusal_clients)
    sql`select tablename as name from pg_tables where schemaname = 'public'
      and tablename not in ('rate_limits', 'session', 'integrity_refusals', 'integrity_refusal_clients') order by 1`,
  );
  fingerprintQuery = sql.raw(
    rows
      .map(
        ({ name }) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
      )
      .join(" union all "),
  );

  personas = await createPersonas();
  categoryId = (await createCategory()).id;
  sentinel = await insertSentinel();
}, 120_000);

describe("the authorisation table (issue 10)", () => {
  it("lists every exported handler of every route file under app/api, and nothing that is not one", async () => {
    expect(exported.length).toBeGreaterThan(50);
    const files = new Set(TABLE.map((r) => r.file));
    expect(
      routeFiles().filter((f) => !files.has(f)),
      "route files missing from the table",
    ).toEqual([]);
    const listed = new Set(TABLE.map((r) => `${r.method} ${r.file}`));
    expect(
      exported.filter((k) => !listed.has(k)),
      "route handlers missing from the table",
    ).toEqual([]);
    expect(
      [...listed].filter((k) => !handlers.has(k)),
      "table rows naming no route handler",
    ).toEqual([]);
    // the fingerprint covers the tables a refusal could touch
    expect(Object.keys(await fingerprint())).toEqual(
      expect.arrayContaining([
        "users",
        "user_roles",
        "debates",
        "votes",
        "comments",
        "comment_likes",
        "reports",
        "moderation_actions",
        "messages",
        "message_participants",
        "auth_tokens",
        "username_history",
        "dev_mailbox",
        "appeals",
      ]),
    );
  });

  it.each(TABLE.map((row) => [label(row), row] as const))("%s", async (_, row) => {
    const handler = handlers.get(`${row.method} ${row.file}`);
    expect(handler, "no such route handler").toBeTypeOf("function");
    const seen = {} as Expect;
    const changedByRefusal: string[] = [];
    const leaks: string[] = [];
    const uncoded: string[] = [];
    // a board is one answer for everyone: the eight callers of a board row see the same text
    const boards = new Set<string>();
    for (const persona of PERSONAS) {
      const me = personas[persona];
      const target = await row.setup(me);
      // a fresh session per call: a logout or a revocation in one call cannot leak into the next
      const caller = target.as === undefined ? me : target.as;
      const cookie = caller ? await login(caller) : undefined;
      const before = await fingerprint();
      const res = await call(handler!, target.path, {
        method: row.method,
        cookie,
        params: target.params,
        body: target.body,
      });
      // what the call handed to after() (mail) lands before the fingerprint is taken again
      await mailSent();
      seen[persona] = res.status;
      const problem = errorCodeProblem(res);
      if (problem) uncoded.push(`${persona}: ${problem}`);
      const leaked = sentinel.secrets.filter((secret) => res.text.includes(secret));
      if (leaked.length)
        leaks.push(
          `${persona} saw ${leaked.length === 1 && leaked[0] === sentinel.receipt ? "the sentinel's receipt" : "a sealed opening"}`,
        );
      if (
        (row.file === "app/api/debates/[id]/ballots/route.ts" ||
          row.file === "app/api/debates/[id]/integrity/route.ts") &&
        res.status === 200
      )
        boards.add(res.text);
      if (target.path === `/api/users/${sentinel.voterId}/votes` && /"(position|receipt)"/.test(res.text))
        leaks.push(`${persona} saw the sentinel's side or receipt`);
      // nobody here leaned on the sentinel's debate: their own status has no lean, and nobody else's shows
      if (target.path === `/api/votes/${sentinel.debateId}/user` && /"lean":\{/.test(res.text))
        leaks.push(`${persona} saw a lean on the sentinel's debate`);
      if (res.status >= 400) {
        const after = await fingerprint();
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length) changedByRefusal.push(`${persona} (${res.status}) changed ${changed.join(", ")}`);
      }
      await target.done?.();
    }
    expect.soft(seen, "status per persona").toEqual(row.expect);
    expect.soft(changedByRefusal, "refusals change nothing").toEqual([]);
    expect.soft(uncoded, "every refusal carries a code from lib/errors.ts that maps to its status").toEqual([]);
    expect.soft(leaks, "no opening, side or receipt of another voter before the deadline").toEqual([]);
    if (row.file === "app/api/debates/[id]/ballots/route.ts" && row.case?.startsWith("the sentinel")) {
      expect(boards.size, "one board for everyone").toBe(1);
      const board = JSON.parse([...boards][0]);
      expect(board).toEqual({
        debateId: sentinel.debateId,
        status: "open",
        total: 26,
        batches: [],
        voided: [],
        leans: { total: 26, batches: [], voided: [] },
      });
      expect([...boards][0]).not.toMatch(/"(side|opening|ballots|result|lean|late|items|swing)"|undecided/);
    }
    if (row.file === "app/api/debates/[id]/integrity/route.ts" && row.case?.startsWith("the sentinel")) {
      expect(boards.size, "one ledger for everyone").toBe(1);
      expect(JSON.parse([...boards][0])).toMatchObject({
        debateId: sentinel.debateId,
        status: "open",
        accepted: 26,
        voided: [],
        verdicts: null,
        leans: { accepted: 26, counted: 26, voided: [] },
      });
      expect([...boards][0]).not.toMatch(/"(lean|late|swing)"|undecided/);
    }
  });
});
