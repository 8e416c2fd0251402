import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as logout } from "../../app/api/auth/logout/route";
import { GET as currentUser } from "../../app/api/auth/user/route";
import { getDb } from "../../lib/db";
import { sessions } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

describe("POST /api/auth/logout", () => {
  it("revokes this session's row and clears the cookie; the old cookie then gets 401", async () => {
    const user = await createUser();
    const cookie = await login(user, true);
    const other = await login(user);
    const res = await call(logout, "/api/auth/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Logged out successfully" });
    expect(res.setCookies[0]).toMatch(/^pv_session=;.*Max-Age=0/);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const after = await call(currentUser, "/api/auth/user", { cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
    expect((await call(currentUser, "/api/auth/user", { cookie: other })).status).toBe(200);
  });

  it("answers 200 and clears the cookie for a visitor too", async () => {
    const res = await call(logout, "/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.setCookies[0]).toMatch(/Max-Age=0/);
  });

  it("refuses a cross-site logout with 403", async () => {
    const user = await createUser();
    const cookie = await login(user);
    const res = await call(logout, "/api/auth/logout", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await call(currentUser, "/api/auth/user", { cookie })).status).toBe(200);
  });
});
