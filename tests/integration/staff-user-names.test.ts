import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listUsers } from "../../app/api/admin/users/route";
import { GET as listActions } from "../../app/api/moderation/actions/route";
import { getDb } from "../../lib/db";
import { moderationActions, users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createCategory, insertDebate } from "../fixtures/debates";
import { createUser, login } from "../fixtures/users";

let cookie: string;
let named: Awaited<ReturnType<typeof createUser>>;
let gone: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  const moderator = await createUser({ username: "names_mod", roles: ["moderator"] });
  cookie = await login(moderator);
  named = await createUser({ username: "named_target" });
  gone = await createUser({ username: "soon_gone" });
  // as a deletion leaves the row (lib/server/admin/punish-user.ts)
  await getDb()
    .update(users)
    .set({ status: "deleted", email: null, username: `[deleted:${gone.id}]` })
    .where(eq(users.id, gone.id));
});

const ids = (body: { id: number }[]) => body.map((u) => u.id);

describe("the staff screens name users", () => {
  it("the actions log names a target user, or '[deleted user]', in the same query; other targets keep their id", async () => {
    const debate = await insertDebate({ categoryId: (await createCategory()).id, creatorId: named.id });
    const base = Date.UTC(2022, 1, 1);
    const values = [
      { targetType: "user" as const, targetId: named.id },
      { targetType: "user" as const, targetId: gone.id },
      { targetType: "debate" as const, targetId: debate.id },
    ].map((t, i) => ({
      ...t,
      moderatorId: null,
      action: "warn" as const,
      reason: `why ${i}`,
      createdAt: new Date(base + i * 1000),
    }));
    await getDb().insert(moderationActions).values(values);
    const res = await call(
      listActions,
      `/api/moderation/actions?from=${new Date(base).toISOString()}&to=${new Date(base + 3000).toISOString()}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    const [onDebate, onGone, onNamed] = res.body as Record<string, unknown>[];
    expect(onNamed).toMatchObject({ targetType: "user", targetId: named.id, targetName: "named_target" });
    expect(onGone).toMatchObject({ targetType: "user", targetId: gone.id, targetName: "[deleted user]" });
    expect(onDebate).toMatchObject({ targetType: "debate", targetId: debate.id });
    expect(onDebate).not.toHaveProperty("targetName");
  });

  it("user search shows a deleted account as '[deleted user]' and finds it by that name or its id, with no status filter", async () => {
    const all = await call(listUsers, "/api/admin/users?limit=100", { cookie });
    expect(all.body.find((u: { id: number }) => u.id === gone.id)).toMatchObject({
      username: "[deleted user]",
      status: "deleted",
      email: null,
    });
    expect(
      ids((await call(listUsers, `/api/admin/users?search=${encodeURIComponent("[deleted user]")}`, { cookie })).body),
    ).toEqual([gone.id]);
    expect(ids((await call(listUsers, `/api/admin/users?search=deleted`, { cookie })).body)).toEqual([gone.id]);
    expect(ids((await call(listUsers, `/api/admin/users?search=%23${gone.id}`, { cookie })).body)).toEqual([gone.id]);
    expect(ids((await call(listUsers, `/api/admin/users?search=${named.id}`, { cookie })).body)).toEqual([named.id]);
    expect(
      ids(
        (
          await call(listUsers, `/api/admin/users?search=${encodeURIComponent("[deleted user]")}&status=active`, {
            cookie,
          })
        ).body,
      ),
    ).toEqual([]);
  });
});
