import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { userRoles, users, votes } from "@/lib/db/schema";
import { likePattern } from "@/lib/debates/like-pattern";
import { DELETED_USER_NAME } from "@/lib/server/users/display-name";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLES, type Role } from "@/lib/roles";
import type { adminUserListQuery } from "@/lib/validation/moderation";
import { adminUserColumns, toAdminUserView, type AdminUserRow } from "./admin-user-view";

type Query = z.output<typeof adminUserListQuery>;
type AdminUserPage = { items: AdminUserView[]; nextCursor: number | null; total: number };

// the listed user, a role row of theirs and a ballot of theirs
const u = alias(users, "u");
const r = alias(userRoles, "r");
const v = alias(votes, "v");

/** The role filter means the main role (what the panel groups by): holds it and nothing ranked above it. */
function mainRoleIs(role: Role): SQL {
  const above = ROLES.slice(ROLES.indexOf(role) + 1);
  const holds =
    role === "user"
      ? sql`true`
      : sql`exists (select 1 from user_roles r where ${r.userId} = ${u.id} and ${r.role} = ${role})`;
  if (!above.length) return holds;
  const aboveList = sql.join(
    above.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`${holds} and not exists (select 1 from user_roles r where ${r.userId} = ${u.id} and ${r.role} in (${aboveList}))`;
}

/**
 * A name or email containing the term; a deleted account by the name every screen gives it ('[deleted user]'); and
 * '14' or '#14' finds account 14 (older logs named users by id).
 */
function searchMatches(term: string): SQL {
  const pattern = likePattern(term);
  const id = /^#?(\d{1,9})$/.exec(term)?.[1];
  return sql`(${u.username} ilike ${pattern} or ${u.email} ilike ${pattern}
    or (${u.status} = 'deleted' and ${DELETED_USER_NAME} ilike ${pattern})${id ? sql` or ${u.id} = ${Number(id)}` : sql``})`;
}

/**
 * GET /api/admin/users: staff. Newest first, keyset by id (the cursor is the last id of the previous page);
 * search matches username or email case-insensitively; `group` keeps the accounts behind a group of the staff's
 * signals (get-vote-signals.ts), `mailboxShared` the accounts flagged as sharing a mailbox; the total is of the
 * filtered set.
 */
export async function listAdminUsers(actor: Actor | null, q: Query): Promise<AdminUserPage> {
  requireRole(actor, "staff");
  const filters: SQL[] = [];
  if (q.search) filters.push(searchMatches(q.search));
  if (q.role) filters.push(mainRoleIs(q.role));
  if (q.status) filters.push(sql`${u.status} = ${q.status}`);
  if (q.mailboxShared) filters.push(sql`${u.mailboxShared}`);
  if (q.group) {
    const { net, firstMs, lastMs, debateId } = q.group;
    filters.push(sql`${u.registrationNetwork} = ${net}
      and ${u.joinedAt} between to_timestamp(${firstMs} / 1000.0) and to_timestamp(${lastMs} / 1000.0)
      and exists (select 1 from votes v where ${v.debateId} = ${debateId} and ${v.userId} = ${u.id})`);
  }
  const where = (extra: SQL[]) => {
    const all = [...filters, ...extra];
    return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  const keyset = q.cursor !== undefined ? [sql`${u.id} < ${q.cursor}`] : [];
  const db = getDb();
  const [page, count] = await Promise.all([
    db.execute<AdminUserRow>(
      sql`select ${adminUserColumns} from users u ${where(keyset)} order by ${u.id} desc limit ${q.limit + 1}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from users u ${where([])}`),
  ]);
  const items = page.rows.slice(0, q.limit).map(toAdminUserView);
  const nextCursor = page.rows.length > q.limit ? items[items.length - 1].id : null;
  return { items, nextCursor, total: Number(count.rows[0].total) };
}
