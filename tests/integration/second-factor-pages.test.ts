import { afterEach, describe, expect, it, vi } from "vitest";
import AdminPage from "../../app/admin/page";
import ModerationPage from "../../app/moderation/page";
import { getDb } from "../../lib/db";
import { totpFactors } from "../../lib/db/schema";
import { createUser, login } from "../fixtures/users";

// Staff's rule at the staff pages' own server checks (docs/decisions/0024-second-factor.md): with the rule on, a
// moderator or admin without a second factor is sent to settings' two-factor panel; with it off, or with a factor,
// the page renders. The pages read the session cookie through next/headers, given here.
const jar = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "pv_session" && jar.cookie ? { name, value: jar.cookie } : undefined),
  }),
}));

const signedInAs = async (user: { id: number }) => {
  jar.cookie = (await login(user)).split("=").slice(1).join("=");
};
const SETUP = "/settings?second-factor=required#two-factor";
const redirectOf = (error: unknown) => String((error as { digest?: string }).digest ?? "");

afterEach(() => vi.unstubAllEnvs());

describe("staff pages under staff's rule", () => {
  it("on: /moderation and /admin send an admin without a factor to set one up; with a factor they render", async () => {
    vi.stubEnv("REQUIRE_STAFF_SECOND_FACTOR", "1");
    const admin = await createUser({ roles: ["admin"] });
    await signedInAs(admin);
    for (const page of [ModerationPage, AdminPage]) {
      const error = await page().then(
        () => null,
        (e: unknown) => e,
      );
      expect(redirectOf(error)).toContain(SETUP);
    }
    await getDb().insert(totpFactors).values({ userId: admin.id, secret: "v1.x.x.x", confirmedAt: new Date() });
    await signedInAs(admin);
    await expect(ModerationPage()).resolves.toBeTruthy();
    await expect(AdminPage()).resolves.toBeTruthy();
  });

  it("off: the same pages render for a moderator with the password alone", async () => {
    vi.stubEnv("REQUIRE_STAFF_SECOND_FACTOR", "0");
    const moderator = await createUser({ roles: ["moderator"] });
    await signedInAs(moderator);
    await expect(ModerationPage()).resolves.toBeTruthy();
  });
});
