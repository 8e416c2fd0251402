import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { REPORT_REASONS, TRANSPARENCY_ACTIONS, type ReportReason } from "@/lib/enums";
import type { TransparencyAction, TransparencyMonth } from "@/lib/transparency/types";

/** One figure's SQL answer: a count per month and key, with the month's total where `key` is null. */
type Counted = { month: string; key: string | null; n: number };
type Median = { month: string; hours: number | string };
type Row = { months: string[]; reports: Counted[]; actions: Counted[]; report_hours: Median[] };

// the first instant of the month eleven months before this one (UTC): the window is the last twelve months
const SINCE = sql`((date_trunc('month', now() at time zone 'UTC') - interval '11 months') at time zone 'UTC')`;
const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);
const actionList = sql.raw(TRANSPARENCY_ACTIONS.map((a) => `'${a}'`).join(", "));

/** A count per (month, key) and per month, in one aggregate over `table` since the window's start. */
const countedBy = (table: string, key: string, extra: SQL = sql``) => sql`coalesce((select jsonb_agg(x) from (
    select ${month("created_at")} as month, ${sql.raw(key)} as key, count(*)::int as n
    from ${sql.raw(table)} where created_at >= ${SINCE} ${extra}
    group by grouping sets ((1, 2), (1))) x), '[]'::jsonb)`;

/** The median of hours from `start` to `end` per month of `end`, over the rows decided in the window. */
const medianHours = (table: string, start: string, end: string) => sql`coalesce((select jsonb_agg(x) from (
    select ${month(end)} as month,
      round((percentile_cont(0.5) within group (order by extract(epoch from ${sql.raw(`${end} - ${start}`)})::float8) / 3600)::numeric, 1) as hours
    from ${sql.raw(table)} where ${sql.raw(end)} >= ${SINCE} group by 1) x), '[]'::jsonb)`;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * The monthly transparency figures for the last twelve UTC months, newest first, in ONE statement: each figure is one
 * SQL aggregate (reports by reason on reports_created_idx, decisions by kind on moderation_actions_created_idx, the
 * median time to a report's decision on reports_reviewed_idx). Here the rows are only placed into their months.
 */
export async function getTransparencyFigures(): Promise<TransparencyMonth[]> {
  const { rows } = await getDb().execute<Row>(sql`select
    (select jsonb_agg(to_char(m, 'YYYY-MM') order by m desc) from generate_series(
      date_trunc('month', now() at time zone 'UTC') - interval '11 months', date_trunc('month', now() at time zone 'UTC'), interval '1 month') m) as months,
    ${countedBy("reports", "reason")} as reports,
    ${countedBy("moderation_actions", "action", sql`and action in (${actionList})`)} as actions,
    ${medianHours("reports", "created_at", "reviewed_at")} as report_hours`);
  const r = rows[0];
  const months = new Map<string, TransparencyMonth>(
    r.months.map((m) => [
      m,
      {
        month: m,
        reports: { total: 0, byReason: zeros(REPORT_REASONS) },
        actions: { total: 0, byType: zeros(TRANSPARENCY_ACTIONS) },
        medianHours: { reportToDecision: null },
      },
    ]),
  );
  for (const { month: m, key, n } of r.reports) {
    const entry = months.get(m)?.reports;
    if (!entry) continue;
    if (key === null) entry.total = Number(n);
    else entry.byReason[key as ReportReason] = Number(n);
  }
  for (const { month: m, key, n } of r.actions) {
    const entry = months.get(m)?.actions;
    if (!entry) continue;
    if (key === null) entry.total = Number(n);
    else entry.byType[key as TransparencyAction] = Number(n);
  }
  for (const { month: m, hours } of r.report_hours) {
    const entry = months.get(m);
    if (entry) entry.medianHours.reportToDecision = Number(hours);
  }
  return [...months.values()];
}
