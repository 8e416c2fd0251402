import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as oneClickGet, POST as oneClick } from "../../app/api/auth/unsubscribe/one-click/route";
import { POST as sendMass } from "../../app/api/messages/mass/route";
import { getDb } from "../../lib/db";
import { messageParticipants, users } from "../../lib/db/schema";
import { unsubscribeLinks } from "../../lib/email/unsubscribe-link";
import { emailReplyNotice } from "../../lib/server/comments/email-reply-notice";
import { sendMassMessage } from "../../lib/server/messages/send-mass-message";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { mailSent } from "../fixtures/after";

const send = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send };
  },
}));
afterEach(async () => {
  await mailSent();
  vi.unstubAllEnvs();
  send.mockReset();
});

const unsubscribed = async (id: number) =>
  (await getDb().select({ u: users.unsubscribed }).from(users).where(eq(users.id, id)))[0].u;
const allFlags = async () => getDb().select({ id: users.id, u: users.unsubscribed }).from(users).orderBy(users.id);
/** As a mail provider sends it (RFC 8058): from its own servers, no cookie, a form body. */
const providerPost = (url: string) =>
  call(oneClick, url, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://mail.provider.example",
      "sec-fetch-site": "cross-site",
    },
  });
const headerUrl = (header: string) => header.replace(/^<|>$/g, "");

describe("one-click unsubscribe (RFC 8058)", () => {
  it("an announcement's List-Unsubscribe link, POSTed by the provider, unsubscribes that user (200), idempotently", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: { id: "1" }, error: null });
    const admin = await createUser({ roles: ["admin"] });
    const reader = await createUser();
    expect(
      (
        await call(sendMass, "/api/messages/mass", {
          method: "POST",
          body: { subject: "News", content: "Hello all" },
          cookie: await login(admin),
        })
      ).status,
    ).toBe(201);
    await mailSent();
    const mail = send.mock.calls.map((c) => c[0]).find((m) => m.to === reader.email);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // the body's link opens the signed one-click page, never an address anyone could type (issue 24 item 6.11)
    expect(mail.text).toContain(unsubscribeLinks({ id: reader.id, email: reader.email! }).page);
    expect(mail.text).toMatch(new RegExp(`/unsubscribe\\?u=${reader.id}&sig=[A-Za-z0-9_-]{43}`));
    const url = headerUrl(mail.headers["List-Unsubscribe"]);

    const res = await providerPost(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "You have been unsubscribed from People's Verdict emails." });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await unsubscribed(reader.id)).toBe(true);
    expect(await unsubscribed(admin.id)).toBe(false);
    expect((await providerPost(url)).status).toBe(200);
  });

  it("a reply notification carries the same headers for its recipient", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_test_key");
    send.mockResolvedValue({ data: { id: "1" }, error: null });
    const author = await createUser();
    await emailReplyNotice({
      userId: author.id,
      to: author.email!,
      username: author.username,
      replierName: "someone",
      debateId: 1,
      debateTitle: "T",
      commentId: 2,
      content: "hi",
    });
    const [[mail]] = send.mock.calls;
    expect(mail.headers).toEqual(unsubscribeHeadersFor(author));
  });

  it.each([
    [
      "a wrong signature",
      (u: { id: number; email: string }) => unsubscribeLinks(u).oneClick.replace(/sig=[^&]+/, "sig=" + "A".repeat(43)),
    ],
    [
      "another user's signature",
      (u: { id: number; email: string }) =>
        unsubscribeLinks({ ...u, id: u.id + 1 }).oneClick.replace(`u=${u.id + 1}`, `u=${u.id}`),
    ],
    ["no signature", (u: { id: number }) => `/api/auth/unsubscribe/one-click?u=${u.id}`],
    ["no user", () => `/api/auth/unsubscribe/one-click?sig=abc`],
    [
      "a user id that is not one",
      (u: { id: number; email: string }) => unsubscribeLinks(u).oneClick.replace(`u=${u.id}`, `u=0${u.id}`),
    ],
  ])("refuses %s with 400 and changes nothing", async (_, link) => {
    const user = await createUser();
    const before = await allFlags();
    const res = await providerPost(link({ id: user.id, email: user.email! }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Invalid unsubscribe link", code: "BAD_REQUEST" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await allFlags()).toEqual(before);
  });

  it("a GET (a link scanner, or a client without one-click) changes nothing and leads to the /unsubscribe page", async () => {
    const user = await createUser();
    const res = await call(oneClickGet, unsubscribeLinks({ id: user.id, email: user.email! }).oneClick);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(unsubscribeLinks({ id: user.id, email: user.email! }).page);
    expect(await unsubscribed(user.id)).toBe(false);
    expect((await call(oneClickGet, `/api/auth/unsubscribe/one-click?u=${user.id}&sig=nope`)).status).toBe(400);
  });
});

const unsubscribeHeadersFor = (u: { id: number; email: string | null }) => ({
  "List-Unsubscribe": `<${unsubscribeLinks({ id: u.id, email: u.email! }).oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

describe("an announcement to 10,000 users", () => {
  // one statement whatever the number of recipients; its time depends on the host and is not a test's to judge
  it("reaches 10,000 members in one statement", async () => {
    const db = getDb();
    await db.execute(sql`
      insert into users (username, email, email_verified, status)
      select 'bulk_' || g, 'bulk_' || g || '@example.com', true, 'active' from generate_series(1, 10000) g`);
    const mod = await createUser({ roles: ["moderator"] });
    const [{ active }] = await db
      .select({ active: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, "active"));
    expect(active).toBeGreaterThanOrEqual(10_001);
    const execute = vi.spyOn(db, "execute");
    const { id, recipients } = await sendMassMessage(
      { ...mod, role: "moderator", sessionKey: "x" },
      { subject: "Big news", content: "To everyone" },
    );
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(recipients).toBe(active);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageParticipants)
      .where(eq(messageParticipants.messageId, id));
    expect(n).toBe(active);
  });
});
