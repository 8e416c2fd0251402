import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { categories, messageParticipants, moderationActions, userRoles, users } from "../../lib/db/schema";
import { DEMO_CATEGORIES } from "../../lib/db/seed-data";
import { AppError } from "../../lib/errors";
import { ensureDefaultCategories } from "../../lib/server/setup/ensure-default-categories";
import { setUpAdmin } from "../../lib/server/setup/set-up-admin";
import { insertPlainUser } from "../fixtures/personas";

const GOOD = "Admin12345";
const never = async (): Promise<string> => {
  throw new Error("the password was asked for");
};
const rolesOf = async (userId: number) =>
  (
    await getDb()
      .select({ role: userRoles.role, by: userRoles.assignedBy })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
  ).sort((a, b) => a.role.localeCompare(b.role));
const actionsOn = (userId: number) =>
  getDb().select().from(moderationActions).where(eq(moderationActions.targetId, userId));
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

describe("npm run db:setup (lib/server/setup/ensure-default-categories.ts)", () => {
  it("adds the default categories when there are none, then changes nothing", async () => {
    await getDb().delete(categories);
    expect(await ensureDefaultCategories()).toEqual(DEMO_CATEGORIES.map((c) => c.name));
    expect(await ensureDefaultCategories()).toEqual([]);
    const rows = await getDb().select().from(categories);
    expect(
      rows.map((r) => ({ name: r.name, slug: r.slug, color: r.color })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([...DEMO_CATEGORIES].sort((a, b) => a.name.localeCompare(b.name)));
  });
});

describe("npm run admin:create (lib/server/setup/set-up-admin.ts)", () => {
  it("creates a verified admin with the password given, the role recorded as set from the command line", async () => {
    const done = await setUpAdmin({ username: "site_owner", email: "Owner@Example.com", password: async () => GOOD });
    expect(done).toMatchObject({ kind: "created", username: "site_owner" });
    const [user] = await getDb().select().from(users).where(eq(users.id, done.userId));
    expect(user).toMatchObject({
      username: "site_owner",
      email: "Owner@Example.com",
      emailVerified: true,
      status: "active",
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await rolesOf(done.userId)).toEqual([{ role: "admin", by: null }]);
    expect(await actionsOn(done.userId)).toEqual([
      expect.objectContaining({
        moderatorId: null,
        targetType: "user",
        action: "role_change",
        reason: "Roles set to: Admin (npm run admin:create)",
      }),
    ]);
  });

  it("promotes an existing account matched by email (or username), keeping its roles and password, and tells it", async () => {
    const member = await insertPlainUser({ roles: ["pv_plus"] });
    const [before] = await getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    const done = await setUpAdmin({ username: "someone_else", email: member.email!.toUpperCase(), password: never });
    expect(done).toMatchObject({ kind: "promoted", userId: member.id, roles: ["pv_plus", "admin"] });
    expect((await rolesOf(member.id)).map((r) => r.role)).toEqual(["admin", "pv_plus"]);
    expect(await actionsOn(member.id)).toHaveLength(1);
    const [{ n }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(messageParticipants)
      .where(eq(messageParticipants.userId, member.id));
    expect(n).toBe(1);
    const [after] = await getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect(after.hash).toBe(before.hash);

    // again: nothing changes
    expect(
      await setUpAdmin({ username: member.username.toUpperCase(), email: "new@example.com", password: never }),
    ).toMatchObject({ kind: "already-admin" });
    expect(await actionsOn(member.id)).toHaveLength(1);
  });

  it("refuses bad input with the registration rules' messages, and two accounts for one command", async () => {
    const count = async () =>
      (
        await getDb()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
      )[0].n;
    const before = await count();
    expect(
      (await failure(setUpAdmin({ username: "no spaces", email: "a@example.com", password: async () => GOOD })))
        ?.message,
    ).toBe("username: Username can only contain letters, numbers, and underscores");
    expect(
      (await failure(setUpAdmin({ username: "fine_name", email: "not-an-email", password: async () => GOOD })))
        ?.message,
    ).toBe("email: Invalid email address");
    expect(
      (await failure(setUpAdmin({ username: "fine_name", email: "a@example.com", password: async () => "short" })))
        ?.message,
    ).toMatch(/^password: Password must be at least 8 characters/);
    const [a, b] = [await insertPlainUser(), await insertPlainUser()];
    const two = await failure(setUpAdmin({ username: a.username, email: b.email!, password: never }));
    expect(two?.status).toBe(409);
    expect(two?.message).toMatch(/belong to two different accounts/);
    expect(await count()).toBe(before + 2);
  });
});

describe("the scripts, as an operator runs them (child processes on a fresh embedded database)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pv-setup-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: "",
    PGLITE_DIR: path.join(dir, "db"),
    NODE_ENV: "development",
  };
  delete env.ADMIN_PASSWORD;
  const run = (script: string, args: string[] = [], extra: Record<string, string> = {}, input?: string) => {
    const r = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
      env: { ...env, ...extra },
      input,
      encoding: "utf8",
      timeout: 60_000,
    });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  };

  it("db:setup adds the categories once; admin:create creates, then finds the admin; bad input exits non-zero", () => {
    expect(run("scripts/migrate.ts").code).toBe(0);
    const first = run("scripts/db-setup.ts");
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toContain("Added 8 default categories: Politics, Technology");
    expect(run("scripts/db-setup.ts").out).toContain("Categories already exist: nothing to do.");

    const created = run("scripts/admin-create.ts", ["first_admin", "admin@example.com"], { ADMIN_PASSWORD: GOOD });
    expect(created.out).toContain("Created the admin first_admin (email verified).");
    expect(created.code).toBe(0);
    // the password from stdin when ADMIN_PASSWORD is unset (not asked at all for an existing account)
    const prompted = run("scripts/admin-create.ts", ["second_admin", "second@example.com"], {}, `${GOOD}\n`);
    expect(prompted.out).toContain("Created the admin second_admin");
    expect(run("scripts/admin-create.ts", ["FIRST_ADMIN", "admin@example.com"]).out).toContain(
      "first_admin is already an admin: nothing changed.",
    );

    const weak = run("scripts/admin-create.ts", ["third_admin", "third@example.com"], { ADMIN_PASSWORD: "weak" });
    expect(weak.code).toBe(1);
    expect(weak.out).toContain("admin:create failed: password: Password must be at least 8 characters");
    const badEmail = run("scripts/admin-create.ts", ["third_admin", "nope"], { ADMIN_PASSWORD: GOOD });
    expect(badEmail.code).toBe(1);
    expect(badEmail.out).toContain("admin:create failed: email: Invalid email address");
    const usage = run("scripts/admin-create.ts", []);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("Usage: npm run admin:create -- USERNAME EMAIL");
  }, 180_000);
});
