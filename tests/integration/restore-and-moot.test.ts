import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as banRoute } from "../../app/api/admin/users/[id]/ban/route";
import { POST as liftRoute } from "../../app/api/admin/users/[id]/lift-punishment/route";
import { POST as reactivateRoute } from "../../app/api/admin/users/[id]/reactivate/route";
import { PATCH as patchDebate } from "../../app/api/debates/[id]/route";
import { GET as inboxRoute } from "../../app/api/messages/route";
import { GET as listActions } from "../../app/api/moderation/actions/route";
import { PATCH as decideRoute } from "../../app/api/moderation/appeals/[id]/route";
import { GET as transparency } from "../../app/api/transparency/route";
import { getDb } from "../../lib/db";
import { appeals, moderationActions } from "../../lib/db/schema";
import type { TransparencyLogEntry } from "../../lib/transparency/types";
import { APPEAL_MOOT_SUBJECT } from "../../lib/server/appeals/end-moot-appeals";
import { mailSent } from "../fixtures/after";
import { insertAppeal } from "../fixtures/appeals";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 24 items 6.5 and 6.7: a restored debate records the restore (the actions log and /transparency no longer show
 * its takedown as standing), and an appeal whose decision staff undid another way (the account reactivated or freed,
 * the debate restored) ends as moot and tells the appellant so, instead of staying pending.
 */

let categoryId: number;
let admin: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  admin = await createUser({ roles: ["admin"] });
  cookie = await login(admin);
});

const patch = (id: number, body: unknown) =>
  call(patchDebate, `/api/debates/${id}`, { method: "PATCH", cookie, body, params: { id: String(id) } });
const appealOf = async (actionId: number) =>
  (await getDb().select().from(appeals).where(eq(appeals.actionId, actionId)))[0];
const inboxSubjects = async (userCookie: string) =>
  ((await call(inboxRoute, "/api/messages", { cookie: userCookie })).body as { subject: string }[]).map(
    (m) => m.subject,
  );

describe("restoring a taken-down debate", () => {
  it("records a restore action, shows the takedown as restored in the log and on /transparency, and moots its appeal", async () => {
    const creator = await createUser();
    const debate = await insertDebate({ categoryId, creatorId: creator.id });
    expect((await patch(debate.id, { isActive: false })).status).toBe(200);
    const [takedown] = await getDb().select().from(moderationActions).where(eq(moderationActions.targetId, debate.id));
    expect(takedown.action).toBe("takedown");
    await insertAppeal(takedown.id, creator.id);

    const restored = await patch(debate.id, { isActive: true, reason: "Taken down by mistake" });
    expect(restored.status).toBe(200);
    expect(restored.body.isActive).toBe(true);
    // restoring what already shows records nothing more
    expect((await patch(debate.id, { isActive: true })).status).toBe(200);
    await mailSent();

    const onDebate = await getDb().select().from(moderationActions).where(eq(moderationActions.targetId, debate.id));
    expect(onDebate.filter((a) => a.targetType === "debate").map((a) => [a.action, a.reason])).toEqual([
      ["takedown", expect.any(String)],
      ["restore", "Taken down by mistake"],
    ]);
    const log = (await call(listActions, "/api/moderation/actions", { cookie })).body as {
      action: string;
      targetId: number;
      restoredAt?: string;
    }[];
    const mine = log.filter((a) => a.targetId === debate.id);
    expect(mine.map((a) => a.action)).toEqual(["restore", "takedown"]);
    expect(mine[1].restoredAt).toEqual(expect.any(String));

    const today = new Date().toISOString().slice(0, 10);
    const entries = (await call(transparency, "/api/transparency")).body.log.items as TransparencyLogEntry[];
    const entry = entries.find((e) => e.action === "takedown" && e.outcome === "moot");
    expect(entry).toMatchObject({ target: "debate", restoredOn: today, appealed: true });

    const appeal = await appealOf(takedown.id);
    expect(appeal).toMatchObject({ status: "moot", decidedBy: admin.id });
    expect(appeal.reason).toMatch(/restored.*Nothing is left to decide/);
    expect(await inboxSubjects(await login(creator))).toContain(APPEAL_MOOT_SUBJECT);
  });
});

describe("reactivating or freeing a punished account", () => {
  it("ends a pending appeal against the ban as moot, says so to the appellant, and leaves nothing to decide", async () => {
    for (const route of [reactivateRoute, liftRoute]) {
      const user = await createUser();
      const banned = await call(banRoute, `/api/admin/users/${user.id}/ban`, {
        method: "POST",
        cookie,
        body: { reason: "Spam everywhere" },
        params: { id: String(user.id) },
      });
      expect(banned.status).toBe(200);
      const ban = banned.body.action as { id: number };
      const pending = await insertAppeal(ban.id, user.id);

      const back = await call(route, `/api/admin/users/${user.id}/x`, {
        method: "POST",
        cookie,
        body: { reason: "Banned by mistake" },
        params: { id: String(user.id) },
      });
      expect(back.status).toBe(200);
      await mailSent();

      const appeal = await appealOf(ban.id);
      expect(appeal).toMatchObject({ status: "moot", decidedBy: admin.id });
      expect(appeal.decidedAt).toBeInstanceOf(Date);
      expect(appeal.reason).toMatch(/Nothing is left to decide/);
      expect(await inboxSubjects(await login(user))).toContain(APPEAL_MOOT_SUBJECT);
      // another staff member can no longer decide it
      const decider = await login(await createUser({ roles: ["admin"] }));
      const decide = await call(decideRoute, `/api/moderation/appeals/${pending.id}`, {
        method: "PATCH",
        cookie: decider,
        body: { decision: "upheld", reason: "Too late to matter anyway." },
        params: { id: String(pending.id) },
      });
      expect(decide.status).toBe(409);
    }
  });
});
