import "server-only";
import { sql, type Column } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { appeals, categories, debates, reports, userRoles, users, votes } from "@/lib/db/schema";
import type { Analytics, DayCount } from "@/lib/moderation/types";
import { ROLES, type Role } from "@/lib/roles";

type Row = Omit<Analytics, "usersByRole"> & { usersByRole: Partial<Record<Role, number>> | null };

// the last 7 UTC days, oldest first; each day's [midnight, next midnight) in UTC
const lastSevenDays = sql`select day::date, day::date::timestamp at time zone 'UTC' as starts,
  (day::date + 1)::timestamp at time zone 'UTC' as ends
  from generate_series((now() at time zone 'UTC')::date - 6, (now() at time zone 'UTC')::date, interval '1 day') day`;

/** Rows of `table` per day of `column` (a column of that table, which the subquery reads unaliased). */
const perDay = (table: PgTable, column: Column, extra = sql``) => sql`
  coalesce((select jsonb_agg(jsonb_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'count', d.n) order by d.day)
    from (select days.day, (select count(*)::int from ${table}
      where ${column} >= days.starts and ${column} < days.ends ${extra}) as n
      from (${lastSevenDays}) days) d), '[]'::jsonb)`;

// a user and their role row; a category and its debates
const u = alias(users, "u");
const ur = alias(userRoles, "ur");
const c = alias(categories, "c");
const d = alias(debates, "d");

/**
 * The Analytics tab (document 2, section 3), every figure a SQL aggregate in one statement. Deleted accounts count
 * nowhere (totals, roles, registrations); users without a role count as 'user'; debates are the active ones.
 * Sealed ballot: votes are counted per day only, never by side.
 */
export async function getAnalytics(actor: Actor | null): Promise<Analytics> {
  requireRole(actor, "staff");
  const { rows } = await getDb().execute<Row>(sql`select
    (select count(*)::int from ${users} where ${users.status} <> 'deleted') as "totalUsers",
    (select count(*)::int from ${debates} where ${debates.isActive}) as "totalDebates",
    (select count(*)::int from ${votes} where ${votes.voidActionId} is null) as "totalVotes",
    (select count(*)::int from ${reports}) as "totalReports",
    (select count(*)::int from ${reports} where ${reports.status} = 'pending') as "pendingReports",
    (select count(*)::int from ${appeals} where ${appeals.status} = 'pending') as "pendingAppeals",
    (select percentile_cont(0.5) within group (order by extract(epoch from ${appeals.decidedAt} - ${appeals.createdAt})) / 3600
      from ${appeals} where ${appeals.decidedAt} is not null) as "medianAppealHours",
    (select jsonb_object_agg(role, n) from (
      select coalesce(${ur.role}, 'user') as role, count(*)::int as n
      from users u left join user_roles ur on ${ur.userId} = ${u.id} where ${u.status} <> 'deleted' group by 1) r)
      as "usersByRole",
    ${perDay(users, users.joinedAt, sql`and ${users.status} <> 'deleted'`)} as "recentRegistrations",
    ${perDay(votes, votes.createdAt)} as "votingActivity",
    coalesce((select jsonb_agg(jsonb_build_object('category', c.name, 'color', c.color, 'count', c.n) order by c.n desc, c.name)
      from (select ${c.name}, ${c.color}, count(${d.id})::int as n from categories c
        left join debates d on ${d.categoryId} = ${c.id} and ${d.isActive} group by ${c.id}) c), '[]'::jsonb)
      as "debatesPerCategory"`);
  const r = rows[0];
  const byRole = Object.fromEntries(ROLES.map((role) => [role, Number(r.usersByRole?.[role] ?? 0)])) as Record<
    Role,
    number
  >;
  const days = (list: DayCount[]) => list.map(({ date, count }) => ({ date, count: Number(count) }));
  return {
    totalUsers: Number(r.totalUsers),
    totalDebates: Number(r.totalDebates),
    totalVotes: Number(r.totalVotes),
    totalReports: Number(r.totalReports),
    pendingReports: Number(r.pendingReports),
    pendingAppeals: Number(r.pendingAppeals),
    medianAppealHours: r.medianAppealHours === null ? null : Number(r.medianAppealHours),
    usersByRole: byRole,
    recentRegistrations: days(r.recentRegistrations),
    votingActivity: days(r.votingActivity),
    debatesPerCategory: r.debatesPerCategory.map((c) => ({ ...c, count: Number(c.count) })),
  };
}
