import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "../../app/api/admin/categories/route";
import { DELETE as remove, PATCH as update } from "../../app/api/admin/categories/[id]/route";
import { GET as publicList } from "../../app/api/categories/route";
import { getDb } from "../../lib/db";
import { categories } from "../../lib/db/schema";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

let cookie = "";
beforeAll(async () => {
  cookie = await login(await createUser({ roles: ["admin"] }));
});

const post = (body: unknown) => call(create, "/api/admin/categories", { method: "POST", body, cookie });
const patch = (id: number, body: unknown) =>
  call(update, `/api/admin/categories/${id}`, { method: "PATCH", body, cookie, params: { id: String(id) } });
const del = (id: number) =>
  call(remove, `/api/admin/categories/${id}`, { method: "DELETE", cookie, params: { id: String(id) } });
const row = async (id: number) => (await getDb().select().from(categories).where(eq(categories.id, id)))[0];

describe("categories in the admin panel (GET/POST /api/admin/categories, PATCH/DELETE /api/admin/categories/{id})", () => {
  it("adds a category with a palette colour; the public list and the admin list (with its use) show it", async () => {
    const res = await post({ name: "  Urban   Planning ", color: "#0d9488" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "Urban Planning",
      slug: "urban-planning",
      color: "#0d9488",
      debateCount: 0,
    });
    expect((await call(publicList, "/api/categories")).body).toContainEqual({
      id: res.body.id,
      name: "Urban Planning",
      slug: "urban-planning",
      color: "#0d9488",
    });
    await insertDebate({ categoryId: res.body.id });
    const mine = (await call(list, "/api/admin/categories", { cookie })).body.find(
      (c: { id: number }) => c.id === res.body.id,
    );
    expect(mine.debateCount).toBe(1);
  });

  it("refuses a name taken in any letter case (409), a colour off the palette and an empty name (400), changing nothing", async () => {
    await post({ name: "Chess", color: "#2563eb" });
    const before = await getDb().select().from(categories);
    const taken = await post({ name: "CHESS", color: "#16a34a" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("A category with this name already exists");
    expect((await post({ name: "Board games", color: "#123456" })).body).toMatchObject({
      message: expect.any(String),
      errors: { color: "Choose one of the category colours" },
    });
    expect((await post({ name: "   ", color: "#2563eb" })).status).toBe(400);
    expect(await getDb().select().from(categories)).toEqual(before);
  });

  it("renames and recolours, keeping the slug (shared filter links keep working); a new category never takes an old slug", async () => {
    const c = (await post({ name: "Space", color: "#7c3aed" })).body;
    const res = await patch(c.id, { name: "Astronomy", color: "#db2777" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, name: "Astronomy", slug: "space", color: "#db2777" });
    expect((await patch(c.id, { name: "astronomy" })).status).toBe(200); // its own name in another case
    expect((await post({ name: "Space", color: "#7c3aed" })).body.slug).toBe("space-2");
    expect((await patch(c.id, { name: "SPACE" })).status).toBe(409);
    expect((await patch(c.id, {})).status).toBe(400);
    expect((await patch(999999, { color: "#dc2626" })).status).toBe(404);
  });

  it("deletes an unused category and refuses one any debate uses (a hidden one too) with 409", async () => {
    const unused = await createCategory();
    expect((await del(unused.id)).status).toBe(200);
    expect(await row(unused.id)).toBeUndefined();

    const used = await createCategory();
    await insertDebate({ categoryId: used.id, isActive: false });
    const res = await del(used.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This category is used by debates and cannot be deleted (1 debate)");
    expect(await row(used.id)).toBeDefined();
    expect((await del(unused.id)).status).toBe(404);
  });
});
