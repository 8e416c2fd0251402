import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchDebate } from "../../app/api/debates/[id]/route";
import { getDb } from "../../lib/db";
import { debates } from "../../lib/db/schema";
import { getHotDebate } from "../../lib/server/debates/get-hot-debate";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 24 item 6.1: featuring a debate while another is featured made the dialog's promise false (the newest featured
 * debate stayed 'Hot Right Now'). One debate is featured at a time: featuring one unfeatures the other.
 */

let categoryId: number;
let cookie: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
  cookie = await login(await createUser({ roles: ["moderator"] }));
});

const feature = (id: number, isFeatured = true) =>
  call(patchDebate, `/api/debates/${id}`, {
    method: "PATCH",
    cookie,
    body: { isFeatured },
    params: { id: String(id) },
  });
const featured = async () =>
  (await getDb().select({ id: debates.id }).from(debates).where(eq(debates.isFeatured, true))).map((d) => d.id);

describe("featuring a debate", () => {
  it("unfeatures the one featured before, so the one just featured is Hot Right Now", async () => {
    const older = await insertDebate({ categoryId, ageMs: 5 * 3600_000 });
    const newer = await insertDebate({ categoryId, ageMs: 3600_000 });
    expect((await feature(newer.id)).status).toBe(200);
    expect((await getHotDebate())?.id).toBe(newer.id);

    const res = await feature(older.id);
    expect(res.status).toBe(200);
    expect(res.body.isFeatured).toBe(true);
    expect(await featured()).toEqual([older.id]);
    expect((await getHotDebate())?.id).toBe(older.id);

    // featuring it again, or unfeaturing it, touches nothing else; a missing debate unfeatures nothing
    expect((await feature(older.id)).status).toBe(200);
    expect(await featured()).toEqual([older.id]);
    expect((await feature(999999)).status).toBe(404);
    expect(await featured()).toEqual([older.id]);
    expect((await feature(older.id, false)).status).toBe(200);
    expect(await featured()).toEqual([]);
  });

  it("leaves one featured debate when two are featured at once", async () => {
    const [a, b] = [await insertDebate({ categoryId }), await insertDebate({ categoryId })];
    const both = await Promise.all([feature(a.id), feature(b.id)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await featured()).length).toBe(1);
  });

  // issue 34 item 9: 'Feature' was offered on a taken-down debate and the PATCH answered 200
  it("refuses a taken-down debate with 409, featuring nothing and unfeaturing nothing", async () => {
    const shown = await insertDebate({ categoryId });
    const down = await insertDebate({ categoryId, isActive: false });
    expect((await feature(shown.id)).status).toBe(200);

    const res = await feature(down.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "A taken-down debate cannot be featured. Restore it first.",
      code: "CONFLICT",
    });
    expect(await featured()).toEqual([shown.id]);

    // taking it down and featuring it in one PATCH is refused too, before anything changes
    const both = await call(patchDebate, `/api/debates/${shown.id}`, {
      method: "PATCH",
      cookie,
      body: { isActive: false, isFeatured: true },
      params: { id: String(shown.id) },
    });
    expect(both.status).toBe(409);
    const [still] = await getDb().select().from(debates).where(eq(debates.id, shown.id));
    expect(still).toMatchObject({ isActive: true, isFeatured: true });

    // restoring it and featuring it in one PATCH is fine: the restore comes first
    const restored = await call(patchDebate, `/api/debates/${down.id}`, {
      method: "PATCH",
      cookie,
      body: { isActive: true, isFeatured: true },
      params: { id: String(down.id) },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: down.id, isActive: true, isFeatured: true });
    expect(await featured()).toEqual([down.id]);
    // unfeaturing a taken-down debate stays possible (it may have been featured when it was taken down)
    await getDb().update(debates).set({ isActive: false }).where(eq(debates.id, down.id));
    expect((await feature(down.id, false)).status).toBe(200);
    expect(await featured()).toEqual([]);
  });
});
