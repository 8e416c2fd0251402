import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportMyData } from "../../app/api/users/me/export/route";
import { POST as castVote } from "../../app/api/votes/route";
import { getDb } from "../../lib/db";
import { eq } from "drizzle-orm";
import {
  commentLikes,
  comments,
  leans,
  messageParticipants,
  messages,
  passkeys,
  recoveryCodes,
  reports,
  sessions as sessionRows,
  totpFactors,
} from "../../lib/db/schema";
import { MY_DATA_FILES, MY_DATA_PARTS } from "../../lib/my-data/files";
import { LIMITS } from "../../lib/server/limits/limits";
import { insertAction, insertAppeal } from "../fixtures/appeals";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { addPasskey } from "../fixtures/passkeys";
import { part, unzipText } from "../fixtures/my-data";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 36 item 5, 'Download my data': a member with a ballot, a lean, a comment, a like, a report, a message, a
 * moderation action and an appeal downloads the zip; every file is read back, as JSON and as CSV, and the README; the
 * other member's rows, beside the same ones, never appear.
 */

type Member = Awaited<ReturnType<typeof createUser>>;
type Seeded = {
  debateId: number;
  ownDebateId: number;
  commentId: number;
  likedCommentId: number;
  reportId: number;
  messageId: number;
  actionId: number;
  appealId: number;
  receipt: string;
  opening: string;
  leanOpening: string;
  secrets: string[];
};

const TOTP_SECRET_AT_REST = "sealed-totp-secret-that-never-leaves";
const FORMULA = '=HYPERLINK("http://evil.example","click"), then a new\nline';
const MINUS = "-1 is what this comment deserves";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const exportFor = (cookie?: string) => call(exportMyData, "/api/users/me/export", { cookie });

let me: Member;
let other: Member;
let moderator: Member;
let mine: Seeded;
let theirs: Seeded;

/** The same kinds of rows for `member`, on a fresh debate by someone else: what the archive must (or must not) hold. */
async function seed(member: Member, text: string): Promise<Seeded> {
  const categoryId = (await createCategory()).id;
  const author = await createUser();
  const debate = await insertDebate({ categoryId, creatorId: author.id, debateVideo: "https://example.com/v.mp4" });
  const own = await insertDebate({ categoryId, creatorId: member.id, title: `${text}: my own debate` });
  const db = getDb();
  const [lean] = await db
    .insert(leans)
    .values({ debateId: debate.id, userId: member.id, lean: "undecided" })
    .returning();
  const voted = await call(castVote, "/api/votes", {
    method: "POST",
    cookie: await login(member),
    body: { debateId: debate.id, position: "B" },
  });
  expect(voted.status, voted.text).toBe(201);
  const [comment] = await db
    .insert(comments)
    .values({ debateId: debate.id, userId: member.id, content: text })
    .returning();
  const [authored] = await db
    .insert(comments)
    .values({ debateId: debate.id, userId: author.id, content: "The author's own words" })
    .returning();
  await db.insert(commentLikes).values({ commentId: authored.id, userId: member.id, isLike: false });
  const [report] = await db
    .insert(reports)
    .values({ reportedBy: member.id, targetType: "comment", targetId: authored.id, reason: "spam", description: MINUS })
    .returning();
  const [message] = await db
    .insert(messages)
    .values({ subject: `Hello ${member.username}`, content: "A word from the staff", senderId: moderator.id })
    .returning();
  await db.insert(messageParticipants).values({ messageId: message.id, userId: member.id });
  const action = await insertAction({
    moderatorId: moderator.id,
    targetType: "comment",
    targetId: comment.id,
    action: "warn",
    rule: "harassment",
  });
  const [notice] = await db
    .insert(messages)
    .values({
      subject: "A warning",
      content: `Statement of reasons for action ${action.id}`,
      actionId: action.id,
      senderId: moderator.id,
    })
    .returning();
  await db.insert(messageParticipants).values({ messageId: notice.id, userId: member.id });
  const appeal = await insertAppeal(action.id, member.id);
  return {
    debateId: debate.id,
    ownDebateId: own.id,
    commentId: comment.id,
    likedCommentId: authored.id,
    reportId: report.id,
    messageId: message.id,
    actionId: action.id,
    appealId: appeal.id,
    receipt: voted.body.receipt,
    opening: voted.body.opening,
    leanOpening: lean.opening,
    secrets: [voted.body.receipt, voted.body.opening, lean.opening, lean.commitment, text, member.email!],
  };
}

let files: Record<string, string>;
let day: string;
let answer: Awaited<ReturnType<typeof exportFor>>;

beforeAll(async () => {
  moderator = await createUser({ roles: ["moderator"] });
  me = await createUser();
  other = await createUser();
  mine = await seed(me, FORMULA);
  theirs = await seed(other, "Another member's private thoughts");
  // my ways to sign in: a passkey, and an authenticator with 7 of its 10 recovery codes left
  await addPasskey(me);
  await getDb()
    .insert(totpFactors)
    .values({ userId: me.id, secret: TOTP_SECRET_AT_REST, confirmedAt: new Date("2026-12-01T10:00:00Z") });
  await getDb()
    .insert(recoveryCodes)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: me.id,
        codeHash: sha256(`code-${i}`),
        usedAt: i < 3 ? new Date() : null,
      })),
    );
  // a second session of mine, besides the one that downloads
  await login(me, true);
  answer = await exportFor(await login(me));
  expect(answer.status, answer.text).toBe(200);
  day = new Date().toISOString().slice(0, 10);
  files = unzipText(answer.bytes);
});

describe("GET /api/users/me/export (issue 36 item 5)", () => {
  it("answers a visitor 401", async () => {
    const res = await exportFor();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "AUTH_REQUIRED" });
  });

  it("answers a dated zip that no cache keeps", () => {
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="peoples-verdict-my-data-${day}.zip"`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        ...MY_DATA_PARTS.flatMap((p) => [
          `${MY_DATA_FILES[p].name}-${day}.json`,
          `${MY_DATA_FILES[p].name}-${day}.csv`,
        ]),
      ].sort(),
    );
  });

  it("explains every file and every column in the README, and what becomes of a ballot if the account is deleted", () => {
    const readme = files["README.txt"];
    expect(readme).toContain(`for the account "${me.username}"`);
    for (const p of MY_DATA_PARTS) {
      const { name, title, columns } = MY_DATA_FILES[p];
      expect(readme.replace(/\s+/g, " ")).toContain(`${name}-${day}.json and ${name}-${day}.csv: ${title}.`);
      for (const column of Object.keys(columns)) expect(readme).toMatch(new RegExp(`^  - ${column}: `, "m"));
    }
    expect(readme.replace(/\s+/g, " ")).toContain(
      "If you delete your account, a ballot you have already cast stays counted and stays on the debate's public ballot board, with no link left to you",
    );
    expect(readme).toContain("apostrophe");
    expect(readme.split("\n").every((line) => line.length <= 100)).toBe(true);
  });

  it("holds the same rows in each part's JSON and CSV, the CSV's columns as declared", () => {
    for (const p of MY_DATA_PARTS) {
      const { name, columns } = MY_DATA_FILES[p];
      const { json, header, csv } = part(files, name, day);
      expect(header, name).toEqual(Object.keys(columns));
      const rows = (p === "profile" ? [json] : json) as Record<string, unknown>[];
      expect(csv.length, name).toBe(rows.length);
      for (const [i, row] of rows.entries()) {
        expect(Object.keys(row), name).toEqual(Object.keys(columns));
        for (const column of header) {
          const value = row[column];
          const text = value === null ? "" : Array.isArray(value) ? value.join("; ") : String(value);
          const cell = csv[i][column];
          expect(cell === text || cell === `'${text}`, `${name}.${column}: ${cell} vs ${text}`).toBe(true);
        }
      }
      // pretty-printed
      expect(files[`${name}-${day}.json`]).toMatch(rows.length ? /^[[{]\n {2}\S/ : /^\[\]\n$/);
    }
  });

  it("gives the profile and the sessions, never a session's key", async () => {
    const { json } = part(files, "profile", day);
    expect(json).toMatchObject({
      id: me.id,
      username: me.username,
      email: me.email,
      emailVerified: true,
      status: "active",
      roles: [],
      productEmails: true,
    });
    const sessions = part(files, "sessions", day).json as {
      thisSession: boolean;
      rememberMe: boolean;
      device: string;
      lastActiveAt: string;
    }[];
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    // each as the settings list names it: the device, and when it was last used
    for (const s of sessions) {
      expect(s.device).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(s.lastActiveAt))).toBe(false);
    }
    expect(sessions.filter((s) => s.thisSession)).toHaveLength(1);
    expect(sessions.some((s) => s.rememberMe)).toBe(true);
    const keys = await getDb().select({ sid: sessionRows.sid }).from(sessionRows).where(eq(sessionRows.userId, me.id));
    expect(keys.length).toBe(sessions.length);
    const all = Object.values(files).join("\n");
    for (const { sid } of keys) expect(all).not.toContain(sid);
  });

  it("gives my passkeys and my authenticator's state, never a key, a secret or a recovery code", async () => {
    const [key] = await getDb()
      .select({ credentialId: passkeys.credentialId, publicKey: passkeys.publicKey })
      .from(passkeys)
      .where(eq(passkeys.userId, me.id));
    const keys = part(files, "passkeys", day).json as Record<string, unknown>[];
    expect(keys).toEqual([{ name: "Phone", addedAt: expect.any(String), lastUsedAt: null, synced: true }]);
    expect(part(files, "two-factor", day).json).toEqual([
      { turnedOnAt: "2026-12-01T10:00:00.000Z", recoveryCodesLeft: 7 },
    ]);
    const all = Object.values(files).join("\n");
    for (const secret of [key.credentialId, key.publicKey, TOTP_SECRET_AT_REST, sha256("code-5")])
      expect(all).not.toContain(secret);
    // the other member has neither: empty files, which the README still explains
    const theirs = unzipText((await exportFor(await login(other))).bytes);
    expect(part(theirs, "passkeys", day).json).toEqual([]);
    expect(part(theirs, "two-factor", day).json).toEqual([]);
  });

  it("gives each ballot with its side, receipt and opening, which recompute the receipt, and the lean likewise", () => {
    const ballots = part(files, "ballots", day).json as Record<string, unknown>[];
    expect(ballots).toEqual([
      expect.objectContaining({
        debateId: mine.debateId,
        side: "B",
        sideTitle: "Side two",
        receipt: mine.receipt,
        opening: mine.opening,
        voidedByAction: null,
        board: `http://localhost:3000/debate/${mine.debateId}/ballots`,
      }),
    ]);
    expect(sha256(`pv1|${mine.debateId}|B|${mine.opening}`)).toBe(mine.receipt);
    const leaned = part(files, "leans", day).json as Record<string, unknown>[];
    expect(leaned).toEqual([
      expect.objectContaining({ debateId: mine.debateId, lean: "undecided", late: false, opening: mine.leanOpening }),
    ]);
    expect(sha256(`pvlean1|${mine.debateId}|undecided|0|${mine.leanOpening}`)).toBe(leaned[0].receipt);
  });

  it("gives the debates, comments, likes and reports, the CSV safe against formulas", () => {
    expect(part(files, "debates", day).json).toEqual([
      expect.objectContaining({ debateId: mine.ownDebateId, visible: true, votes: 0 }),
    ]);
    const written = part(files, "comments", day);
    expect(written.json).toEqual([
      expect.objectContaining({ commentId: mine.commentId, debateId: mine.debateId, content: FORMULA, replyTo: null }),
    ]);
    expect(written.csv[0].content).toBe(`'${FORMULA}`);
    expect(files[`comments-${day}.csv`]).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click""), then a new\nline"`,
    );
    expect(part(files, "likes", day).json).toEqual([
      expect.objectContaining({ commentId: mine.likedCommentId, debateId: mine.debateId, choice: "dislike" }),
    ]);
    const reported = part(files, "reports", day);
    expect(reported.json).toEqual([
      expect.objectContaining({ reportId: mine.reportId, targetType: "comment", reason: "spam", description: MINUS }),
    ]);
    expect(reported.csv[0].description).toBe(`'${MINUS}`);
  });

  it("gives the inbox, the actions about me with their statements of reasons, and my appeals", () => {
    const inbox = part(files, "messages", day).json as Record<string, unknown>[];
    expect(inbox.map((m) => [m.messageId, m.from])).toEqual([
      [mine.messageId, moderator.username],
      [expect.any(Number), "People's Verdict moderation"],
    ]);
    expect(part(files, "moderation-actions", day).json).toEqual([
      {
        actionId: mine.actionId,
        takenAt: expect.any(String),
        action: "warn",
        targetType: "comment",
        targetId: mine.commentId,
        rule: expect.stringContaining("(the reason given in the report)"),
        facts: "Inserted by a test",
        decidedBy: expect.stringContaining("it was not an automated decision"),
        durationHours: null,
        appealUntil: expect.any(String),
        notice: `Statement of reasons for action ${mine.actionId}`,
      },
    ]);
    expect(part(files, "appeals", day).json).toEqual([
      expect.objectContaining({ appealId: mine.appealId, actionId: mine.actionId, status: "pending" }),
    ]);
  });

  it("holds nothing about anyone else, and the other member's archive holds theirs and nothing of mine", async () => {
    const all = Object.values(files).join("\n");
    for (const secret of theirs.secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain(other.username);
    expect(all).not.toContain("The author's own words");
    for (const [key, id] of Object.entries({
      actionId: theirs.actionId,
      appealId: theirs.appealId,
      reportId: theirs.reportId,
      messageId: theirs.messageId,
    }))
      expect(all).not.toContain(`"${key}": ${id},`);
    const res = await exportFor(await login(other));
    expect(res.status).toBe(200);
    const theirFiles = Object.values(unzipText(res.bytes)).join("\n");
    for (const secret of theirs.secrets) expect(theirFiles).toContain(secret);
    for (const secret of mine.secrets) expect(theirFiles).not.toContain(secret);
    expect(theirFiles).not.toContain(me.username);
  });

  it(`is limited to ${LIMITS.myDataExport.points} downloads an hour per account`, async () => {
    const member = await createUser();
    const cookie = await login(member);
    for (let i = 0; i < LIMITS.myDataExport.points; i++) expect((await exportFor(cookie)).status).toBe(200);
    const refused = await exportFor(cookie);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
