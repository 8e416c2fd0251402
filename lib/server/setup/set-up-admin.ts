import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { uniqueViolation } from "@/lib/database-errors";
import { hashPassword } from "@/lib/auth/password";
import { getDb, type Tx } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { userRoles, users } from "@/lib/db/schema";
import { AppError, conflict } from "@/lib/errors";
import { ROLES, type Role } from "@/lib/roles";
import { rolesText, sendNoticeMessage } from "@/lib/server/admin/punishment-notice";
import { recordAction } from "@/lib/server/moderation/action-view";
import { adminAccountSchema, adminPasswordSchema } from "@/lib/validation/setup";

type AdminSetup =
  | { kind: "created"; userId: number; username: string }
  | { kind: "promoted"; userId: number; username: string; roles: Role[] }
  | { kind: "already-admin"; userId: number; username: string };

type Input = { username: string; email: string; password: () => Promise<string> };
type Match = RawRow<typeof users, "id" | "username" | "email" | "status"> & {
  roles: RawColumns<typeof userRoles>["role"][] | null;
};

const u = alias(users, "u");
const r = alias(userRoles, "r");

const BY_COMMAND = "(npm run admin:create)";

function invalid(error: { issues: Array<{ path: PropertyKey[]; message: string }> }, field?: string): never {
  const issue = error.issues[0];
  throw new AppError("BAD_REQUEST", `${field ?? String(issue.path[0])}: ${issue.message}`);
}

/** Adds the admin role inside the caller's transaction, recorded as a role change made from the command line. */
async function grantAdmin(tx: Tx, user: { id: number }, roles: Role[], told: boolean) {
  await tx
    .insert(userRoles)
    .values({ userId: user.id, role: "admin", assignedBy: null, assignedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.role],
      set: { assignedBy: null, assignedAt: sql`now()` },
    });
  const reason = `Roles set to: ${rolesText(roles)} ${BY_COMMAND}`;
  await recordAction(tx, {
    moderator: null,
    targetType: "user",
    targetId: user.id,
    action: "role_change",
    reason,
    duration: null,
  });
  if (told)
    await sendNoticeMessage(tx, { senderId: null, userId: user.id, kind: "role_change", reason, until: null, roles });
}

/**
 * `npm run admin:create -- USERNAME EMAIL` (decisions.md 'Deployment'). The live account matched by the username or
 * the email (either, in any letter case) becomes an admin, keeping its other roles and its password; with no match a
 * new account is made, email verified, with the password `password()` supplies (asked only then). Input follows the
 * registration rules. Each role given is recorded like an admin's change (the role row, a role_change action), with
 * no staff member as its author.
 */
export async function setUpAdmin(input: Input): Promise<AdminSetup> {
  const account = adminAccountSchema.safeParse({ username: input.username, email: input.email });
  if (!account.success) invalid(account.error);
  const { username, email } = account.data;
  const db = getDb();

  const promoted = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<Match>(sql`
      select ${u.id}, ${u.username}, ${u.email}, ${u.status},
        (select array_agg(${r.role}) from user_roles r where ${r.userId} = ${u.id}) as roles
      from users u where lower(${u.username}) = lower(${username}) or lower(${u.email}) = lower(${email})
      order by ${u.id} for update of u`);
    if (rows.length > 1)
      throw conflict(`The username ${username} and the email ${email} belong to two different accounts`);
    const [found] = rows;
    if (!found) return null;
    if (found.status === "deleted") throw conflict(`The username ${username} belongs to a deleted account`);
    const held = found.roles ?? [];
    const result = { userId: Number(found.id), username: found.username };
    if (held.includes("admin")) return { kind: "already-admin" as const, ...result };
    const roles = ROLES.filter((r) => r === "admin" || held.includes(r));
    await grantAdmin(tx, { id: result.userId }, roles, true);
    return { kind: "promoted" as const, ...result, roles };
  });
  if (promoted) return promoted;

  const password = adminPasswordSchema.safeParse(await input.password());
  if (!password.success) invalid(password.error, "password");
  const passwordHash = await hashPassword(password.data);
  try {
    return await db.transaction(async (tx) => {
      const [{ id: userId }] = await tx
        .insert(users)
        .values({ username, email, passwordHash, emailVerified: true })
        .returning({ id: users.id });
      await grantAdmin(tx, { id: userId }, ["admin"], false);
      return { kind: "created" as const, userId, username };
    });
  } catch (error) {
    // made by someone else between the lookup and the insert
    if (uniqueViolation(error))
      throw conflict(
        `An account with the username ${username} or the email ${email} was just created: run the command again`,
      );
    throw error;
  }
}
