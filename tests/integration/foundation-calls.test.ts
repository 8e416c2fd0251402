import { describe, expect, it } from "vitest";
import { GET as getCategories } from "../../app/api/categories/route";
import { GET as getUser } from "../../app/api/auth/user/route";
import { getDb } from "../../lib/db";
import { seedDemo } from "../../lib/db/seed";
import { DEMO_CATEGORIES } from "../../lib/db/seed-data";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

describe("GET /api/categories", () => {
  it("answers the seeded categories", async () => {
    expect(await seedDemo(getDb(), "DemoPass123")).toBe(true);
    const res = await call(getCategories, "/api/categories");
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string }) => c.slug).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      color: expect.stringMatching(/^#/),
    });
  });

  it("seeding twice changes nothing", async () => {
    expect(await seedDemo(getDb(), "DemoPass123")).toBe(false);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 with the documented JSON error for a visitor", async () => {
    const res = await call(getUser, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
  });

  it("answers 401 for a forged cookie", async () => {
    const res = await call(getUser, "/api/auth/user", { cookie: "pv_session=not-a-seal" });
    expect(res.status).toBe(401);
  });

  it("answers the signed-in user with roles and main role, never the password", async () => {
    const user = await createUser({ roles: ["pv_plus", "moderator"] });
    const res = await call(getUser, "/api/auth/user", { cookie: await login(user) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: "moderator",
      emailVerified: true,
    });
    expect(res.body.roles.sort()).toEqual(["moderator", "pv_plus"]);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });
});
