import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as transparency } from "../../app/api/transparency/route";
import { getDb } from "../../lib/db";
import { appeals, moderationActions, reports, type AppealStatus, type ReportReason } from "../../lib/db/schema";
import { APPEAL_STATUSES, REPORT_REASONS } from "../../lib/enums";
import { TRANSPARENCY_ACTIONS, TRANSPARENCY_LOG_ACTIONS } from "../../lib/moderation/kinds";
import { getTransparency } from "../../lib/server/transparency/get-transparency";
import { TRANSPARENCY_LOG_PAGE } from "../../lib/server/transparency/list-transparency-log";
import type { TransparencyLogEntry, TransparencyMonth } from "../../lib/transparency/types";
import { SHARED_CACHE_HEADER } from "../../lib/cache-policy";
import { call } from "../fixtures/http";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 19, item 3: GET /api/transparency. A known mix of reports, moderation actions and appeals across this month,
 * last month and one month outside the window is inserted; every figure and the whole log are then worked out here, in
 * JavaScript, from the fixtures alone and compared with the answer. Nothing that names or quotes anyone may appear.
 */

const HOUR = 3600_000;
const now = new Date();
const monthStart = (back: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
/** `hours` after the start of the UTC month `back` months ago */
const at = (back: number, hours: number) => new Date(monthStart(back) + hours * HOUR);
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

type Target = { type: "debate" | "comment" | "user"; id: number };
type ReportFixture = {
  at: Date;
  reason: ReportReason;
  target: Target;
  reviewedAt?: Date;
  status?: "resolved" | "dismissed";
};
type ActionFixture = {
  at: Date;
  action: (typeof moderationActions.$inferInsert)["action"];
  target: Target;
  reason: string;
  /** the rule recorded with the action (the report it came from) */
  rule?: ReportReason;
  id?: number;
};
/** an appeal of A[action]; decided (with a reversal action when reversed) unless pending */
type AppealFixture = { action: number; at: Date; status: AppealStatus; decidedAt?: Date };

/**
 * What must never appear in the answer: names, addresses, titles, content, and every word a reporter or staff typed.
 */
const SECRETS: string[] = [];
const R: ReportFixture[] = [];
const A: ActionFixture[] = [];
const P: AppealFixture[] = [];

beforeAll(async () => {
  const author = await createUser({ username: "secret_author_anna" });
  const reporter = await createUser({ username: "secret_reporter_rex" });
  const punished = await createUser({ username: "secret_punished_pat" });
  const staff = await createUser({ username: "secret_mod_max", roles: ["moderator"] });
  const category = await createCategory();
  const debate = await insertDebate({
    categoryId: category.id,
    creatorId: author.id,
    title: "Secret debate title about owls",
  });
  const other = await insertDebate({
    categoryId: category.id,
    creatorId: author.id,
    title: "Another secret title about bats",
  });
  const comment = await insertComment(debate.id, author.id);
  SECRETS.push(
    ...[author, reporter, punished, staff].flatMap((u) => [u.username, u.email!]),
    debate.title,
    other.title,
    "A comment",
  );

  const d: Target = { type: "debate", id: debate.id };
  const d2: Target = { type: "debate", id: other.id };
  const c: Target = { type: "comment", id: comment.id };
  const u: Target = { type: "user", id: punished.id };
  const h = (n: number) => n; // hours, for reading

  R.push(
    // last month: two spam reports settled by a takedown at +3 h, one harassment report dismissed after 10 h
    { at: at(1, h(1)), reason: "spam", target: d, reviewedAt: at(1, 3), status: "resolved" },
    { at: at(1, h(2)), reason: "copyright", target: d, reviewedAt: at(1, 3), status: "resolved" },
    { at: at(1, h(5)), reason: "harassment", target: c, reviewedAt: at(1, 15), status: "dismissed" },
    { at: at(1, h(30)), reason: "other", target: d2 },
    // made last month, decided this month: counts in last month's reports and this month's median
    { at: at(1, h(600)), reason: "hate_speech", target: u, reviewedAt: at(0, 2), status: "dismissed" },
    // this month
    { at: at(0, h(1)), reason: "harassment", target: c, reviewedAt: at(0, 9), status: "resolved" },
    { at: at(0, h(2)), reason: "harassment", target: c, reviewedAt: at(0, 9), status: "resolved" },
    { at: at(0, h(3)), reason: "misinformation", target: u },
    { at: at(0, h(4)), reason: "spam", target: d2, reviewedAt: at(0, 5.5), status: "dismissed" },
    // thirteen months ago: outside the figures, but its takedown is in the log with its rule
    { at: at(13, h(1)), reason: "inappropriate", target: d2, reviewedAt: at(13, 4), status: "resolved" },
  );
  A.push(
    { at: at(1, 3), action: "takedown", target: d, reason: "Report #1 (spam): secret staff words about owls" },
    { at: at(1, 20), action: "warn", target: c, reason: "A secret warning typed by staff" },
    ...Array.from({ length: 23 }, (_, i): ActionFixture => ({
      at: at(1, 100 + i),
      action: "warn",
      target: u,
      reason: `Secret filler warning ${i}`,
    })),
    { at: at(0, 1), action: "suspend", target: u, reason: "Secret suspension reason", rule: "hate_speech" },
    { at: at(0, 4), action: "lift", target: u, reason: "Secret lift reason" },
    { at: at(0, 6), action: "ban", target: u, reason: "Secret ban reason" },
    { at: at(0, 7), action: "role_change", target: u, reason: "Secret role change" },
    { at: at(0, 8), action: "reactivate", target: u, reason: "Secret reactivation" },
    { at: at(0, 9), action: "takedown", target: c, reason: "Secret takedown of the comment" },
    { at: at(0, 10), action: "delete", target: u, reason: "Secret deletion reason" },
    { at: at(13, 4), action: "takedown", target: d2, reason: "Secret old takedown" },
  );
  const index = (action: string, month: number) =>
    A.findIndex((a) => a.action === action && monthOf(a.at) === monthOf(at(month, 0)));
  P.push(
    // last month's takedown reversed after a day; the first filler warning, appealed last month, reversed this month
    { action: index("takedown", 1), at: at(1, 5), status: "reversed", decidedAt: at(1, 29) },
    { action: index("warn", 1) + 1, at: at(1, 101), status: "reversed", decidedAt: at(0, 3) },
    // this month: last month's warning appealed, not decided yet; the suspension and the ban upheld
    { action: index("warn", 1), at: at(0, 2), status: "pending" },
    { action: index("suspend", 0), at: at(0, 2), status: "upheld", decidedAt: at(0, 12) },
    { action: index("ban", 0), at: at(0, 6.5), status: "upheld", decidedAt: at(0, 8) },
    // outside the window
    { action: index("takedown", 13), at: at(13, 5), status: "upheld", decidedAt: at(13, 6) },
  );
  // a reversal is recorded as an action of its own, on the same target, when the appeal is decided
  for (const p of P.filter((x) => x.status === "reversed")) {
    A.push({
      at: p.decidedAt!,
      action: "reverse",
      target: A[p.action].target,
      reason: `Secret reversal reason ${p.action}`,
    });
  }
  SECRETS.push(...A.map((a) => a.reason));

  const db = getDb();
  for (const r of R) {
    const description = `Secret reporter words ${R.indexOf(r)}`;
    SECRETS.push(description);
    await db.insert(reports).values({
      reportedBy: reporter.id,
      targetType: r.target.type,
      targetId: r.target.id,
      reason: r.reason,
      description,
      status: r.status ?? "pending",
      reviewedBy: r.reviewedAt ? staff.id : null,
      reviewedAt: r.reviewedAt ?? null,
      createdAt: r.at,
    });
  }
  for (const a of A) {
    const [row] = await db
      .insert(moderationActions)
      .values({
        moderatorId: staff.id,
        targetType: a.target.type,
        targetId: a.target.id,
        action: a.action,
        reason: a.reason,
        rule: a.rule,
        createdAt: a.at,
      })
      .returning();
    a.id = row.id;
  }
  for (const p of P) {
    const statement = `Secret appeal statement ${p.action}`;
    const reason = p.decidedAt ? `Secret appeal decision ${p.action}` : null;
    SECRETS.push(statement, ...(reason ? [reason] : []));
    const reversal = A.find((a) => a.action === "reverse" && a.at === p.decidedAt);
    await db.insert(appeals).values({
      actionId: A[p.action].id!,
      appellantId: author.id,
      statement,
      status: p.status,
      decidedBy: p.decidedAt ? staff.id : null,
      decidedAt: p.decidedAt ?? null,
      reason,
      reversalActionId: reversal?.id ?? null,
      createdAt: p.at,
    });
  }
});

// ---- the expected answer, from the fixtures alone

const count = <T>(list: T[], pred: (x: T) => boolean) => list.filter(pred).length;
function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((x, y) => x - y);
  const mid = s.length / 2;
  const m = s.length % 2 ? s[Math.floor(mid)] : (s[mid - 1] + s[mid]) / 2;
  return Math.round(m * 10) / 10;
}

function expectedMonths(): TransparencyMonth[] {
  return Array.from({ length: 12 }, (_, back) => {
    const month = monthOf(new Date(monthStart(back)));
    const made = R.filter((r) => monthOf(r.at) === month);
    const acted = A.filter(
      (a) => monthOf(a.at) === month && (TRANSPARENCY_ACTIONS as readonly string[]).includes(a.action),
    );
    const decided = R.filter((r) => r.reviewedAt && monthOf(r.reviewedAt) === month);
    const appealed = P.filter((p) => monthOf(p.at) === month);
    const settled = P.filter((p) => p.decidedAt && monthOf(p.decidedAt) === month);
    return {
      month,
      reports: {
        total: made.length,
        byReason: Object.fromEntries(REPORT_REASONS.map((k) => [k, count(made, (r) => r.reason === k)])),
      },
      actions: {
        total: acted.length,
        byType: Object.fromEntries(TRANSPARENCY_ACTIONS.map((k) => [k, count(acted, (a) => a.action === k)])),
      },
      appeals: {
        total: appealed.length,
        byOutcome: Object.fromEntries(APPEAL_STATUSES.map((k) => [k, count(appealed, (p) => p.status === k)])),
      },
      medianHours: {
        reportToDecision: median(decided.map((r) => (r.reviewedAt!.getTime() - r.at.getTime()) / HOUR)),
        appealToDecision: median(settled.map((p) => (p.decidedAt!.getTime() - p.at.getTime()) / HOUR)),
      },
    } as TransparencyMonth;
  });
}

/** The suspensions and bans of an account, and the lifts and reactivations that end them (issue 34 item 9). */
const isPunishment = (a: (typeof A)[number]) => a.action === "suspend" || a.action === "ban";
const isLift = (a: (typeof A)[number]) => a.action === "lift" || a.action === "reactivate";
const sameAccount = (a: (typeof A)[number], b: (typeof A)[number]) =>
  a.target.type === "user" && b.target.type === "user" && a.target.id === b.target.id;

function expectedLog(): TransparencyLogEntry[] {
  return A.filter((a) => (TRANSPARENCY_LOG_ACTIONS as readonly string[]).includes(a.action))
    .sort((x, y) => y.at.getTime() - x.at.getTime() || y.id! - x.id!)
    .map((a) => {
      const appeal = P.find((p) => A[p.action] === a);
      // the rule: the first report this decision resolved at its very instant
      const settled = R.find(
        (r) =>
          r.status === "resolved" &&
          r.target.type === a.target.type &&
          r.target.id === a.target.id &&
          r.reviewedAt?.getTime() === a.at.getTime(),
      );
      // a lift or reactivation ends the account's latest suspension or ban before it
      const ended = isLift(a)
        ? A.filter((p) => isPunishment(p) && sameAccount(p, a) && p.id! < a.id!).sort((x, y) => y.id! - x.id!)[0]
        : undefined;
      // a suspension or ban is lifted by the first lift or reactivation after it, with no other punishment between
      const lift = isPunishment(a)
        ? A.filter((l) => isLift(l) && sameAccount(l, a) && l.id! > a.id!)
            .sort((x, y) => x.id! - y.id!)
            .find((l) => !A.some((m) => isPunishment(m) && sameAccount(m, a) && m.id! > a.id! && m.id! < l.id!))
        : undefined;
      return {
        id: a.id!,
        date: a.at.toISOString().slice(0, 10),
        action: a.action as TransparencyLogEntry["action"],
        target: a.target.type === "user" ? "account" : a.target.type,
        rule: a.rule ?? ended?.rule ?? settled?.reason ?? null,
        appealed: !!appeal,
        outcome: appeal?.status ?? null,
        restoredOn: null,
        liftedOn: lift ? lift.at.toISOString().slice(0, 10) : null,
        ends: ended ? ended.id! : null,
      };
    });
}

async function wholeLog(cookie?: string) {
  const pages: { items: TransparencyLogEntry[]; nextCursor: number | null; total: number }[] = [];
  let cursor: number | null = null;
  do {
    const res: { status: number; body: { log: (typeof pages)[number] } } = await call(
      transparency,
      `/api/transparency${cursor ? `?cursor=${cursor}` : ""}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    pages.push(res.body.log);
    cursor = res.body.log.nextCursor;
  } while (cursor !== null && pages.length < 10);
  return pages;
}

describe("GET /api/transparency", () => {
  it("answers each month's figures equal to the counts made here from the fixtures", async () => {
    const res = await call(transparency, "/api/transparency");
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual(expectedMonths());
    // the fixtures are spread as meant: last month and this month both hold reports, decisions and a median
    const [thisMonth, lastMonth] = res.body.months as TransparencyMonth[];
    expect([thisMonth.reports.total, lastMonth.reports.total]).toEqual([4, 5]);
    expect([thisMonth.actions.total, lastMonth.actions.total]).toEqual([7, 26]); // the role change is not counted
    expect([thisMonth.actions.byType.reverse, lastMonth.actions.byType.reverse]).toEqual([1, 1]);
    expect(thisMonth.medianHours.reportToDecision).toBe(7.5); // 1.5, 7, 8 and some 100 hours
    expect(lastMonth.medianHours.reportToDecision).toBe(2); // 1, 2 and 10 hours
    expect([thisMonth.appeals.byOutcome, lastMonth.appeals.byOutcome]).toEqual([
      { pending: 1, upheld: 2, reversed: 0, moot: 0 },
      { pending: 0, upheld: 0, reversed: 2, moot: 0 },
    ]);
    expect(thisMonth.medianHours.appealToDecision).toBe(10); // 1.5, 10 and some 600 hours
    expect(lastMonth.medianHours.appealToDecision).toBe(24);
  });

  it("pages through the log of takedowns and punishments, newest first, with the rule and the appeal's outcome", async () => {
    const pages = await wholeLog();
    const expected = expectedLog();
    expect(pages.map((p) => p.items.length)).toEqual([TRANSPARENCY_LOG_PAGE, expected.length - TRANSPARENCY_LOG_PAGE]);
    expect(pages.flatMap((p) => p.items)).toEqual(expected);
    expect(pages.map((p) => p.total)).toEqual([expected.length, expected.length]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    // the suspension carries its recorded rule, and so does the lift that ended it; the three takedowns the rule of
    // the reports they resolved; the rest were staff's own findings
    expect(expected.filter((e) => e.rule)).toEqual([
      expect.objectContaining({ action: "takedown", target: "comment", rule: "harassment" }),
      expect.objectContaining({ action: "lift", target: "account", rule: "hate_speech" }),
      expect.objectContaining({ action: "suspend", target: "account", rule: "hate_speech" }),
      expect.objectContaining({
        action: "takedown",
        target: "debate",
        rule: "spam",
        appealed: true,
        outcome: "reversed",
      }),
      expect.objectContaining({ action: "takedown", target: "debate", rule: "inappropriate" }),
    ]);
    // a staff member's lift and reactivation are entries of their own, each naming the punishment it ended, which
    // says the day it was lifted (issue 34 item 9)
    const [suspension, lift, ban, reactivation] = ["suspend", "lift", "ban", "reactivate"].map((kind) =>
      expected.find((e) => e.action === kind && e.target === "account")!,
    );
    expect(lift).toMatchObject({ ends: suspension.id, liftedOn: null, appealed: false });
    expect(reactivation).toMatchObject({ ends: ban.id, rule: null });
    expect(suspension.liftedOn).toBe(lift.date);
    expect(ban.liftedOn).toBe(reactivation.date);
    // reversals show as outcomes, not as entries of their own
    expect(expected.filter((e) => e.appealed).map((e) => `${e.action} ${e.outcome}`)).toEqual([
      "ban upheld",
      "suspend upheld",
      "warn reversed",
      "warn pending",
      "takedown reversed",
      "takedown upheld",
    ]);
  });

  it("names nobody and quotes nothing: no username, address, title, content, reporter's or staff's words, no target id", async () => {
    const texts = [(await call(transparency, "/api/transparency")).text];
    for (const page of await wholeLog()) texts.push(JSON.stringify(page));
    for (const text of texts) {
      const lower = text.toLowerCase();
      expect(SECRETS.filter((s) => lower.includes(s.toLowerCase()))).toEqual([]);
      expect(lower).not.toContain("secret");
    }
    for (const entry of (await wholeLog()).flatMap((p) => p.items))
      expect(Object.keys(entry).sort()).toEqual([
        "action",
        "appealed",
        "date",
        "ends",
        "id",
        "liftedOn",
        "outcome",
        "restoredOn",
        "rule",
        "target",
      ]);
  });

  it("is the same for every visitor and may be kept a few seconds by a shared cache", async () => {
    const visitor = await call(transparency, "/api/transparency");
    expect(visitor.headers.get(SHARED_CACHE_HEADER)).toMatch(/s-maxage=/);
    expect(visitor.setCookies).toEqual([]);
    const staff = await call(transparency, "/api/transparency", {
      cookie: await login(await createUser({ roles: ["admin"] })),
    });
    expect(staff.status).toBe(200);
    expect(staff.body).toEqual(visitor.body);
  });

  it("reads the figures in one statement and a log page in two, however much there is", async () => {
    const client = (getDb() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      await getTransparency({});
      expect(spy.mock.calls.length).toBe(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses a cursor that is not an id", async () => {
    const res = await call(transparency, "/api/transparency?cursor=abc");
    expect(res.status).toBe(400);
  });
});
