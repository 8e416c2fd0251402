import "server-only";
import { sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { appeals, moderationActions, reports } from "@/lib/db/schema";
import { APPEAL_STATUSES, REPORT_REASONS } from "@/lib/enums";
import { TRANSPARENCY_ACTIONS } from "@/lib/moderation/kinds";
import type { TransparencyMonth } from "@/lib/transparency/types";
import { kindList } from "@/lib/server/moderation/sql-helpers";

/** One figure's SQL answer: a count per month and key, with the month's total where `key` is null. */
type Counted = { month: string; key: string | null; n: number };
type Median = { month: string; hours: number | string };
type Row = {
  months: string[];
  reports: Counted[];
  actions: Counted[];
  appeals: Counted[];
  report_hours: Median[];
  appeal_hours: Median[];
};

// the first instant of the month eleven months before this one (UTC): the window is the last twelve months
const SINCE = sql`((date_trunc('month', now() at time zone 'UTC') - interval '11 months') at time zone 'UTC')`;
const month = (column: Column) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
const actionList = kindList(TRANSPARENCY_ACTIONS);

/** A count per (month, key) and per month, in one aggregate over `table` (by `created`) since the window's start. */
const countedBy = (
  table: PgTable,
  created: Column,
  key: Column,
  extra: SQL = sql``,
) => sql`coalesce((select jsonb_agg(x) from (
    select ${month(created)} as month, ${key} as key, count(*)::int as n
    from ${table} where ${created} >= ${SINCE} ${extra}
    group by grouping sets ((1, 2), (1))) x), '[]'::jsonb)`;

/** The median of hours from `start` to `end` per month of `end`, over the rows decided in the window. */
const medianHours = (table: PgTable, start: Column, end: Column) => sql`coalesce((select jsonb_agg(x) from (
    select ${month(end)} as month,
      round((percentile_cont(0.5) within group (order by extract(epoch from ${end} - ${start})::float8) / 3600)::numeric, 1) as hours
    from ${table} where ${end} >= ${SINCE} group by 1) x), '[]'::jsonb)`;

/** Puts a figure's counts into their months: the month's total (key null) and the count per key. */
function placeCounts(
  months: Map<string, TransparencyMonth>,
  rows: Counted[],
  figure: (m: TransparencyMonth) => [{ total: number }, Record<string, number>],
) {
  for (const { month, key, n } of rows) {
    const entry = months.get(month);
    if (!entry) continue;
    const [totals, byKey] = figure(entry);
    if (key === null) totals.total = Number(n);
    else byKey[key] = Number(n);
  }
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * The monthly transparency figures for the last twelve UTC months, newest first, in ONE statement: each figure is one
 * SQL aggregate (reports by reason on reports_created_idx, decisions by kind on moderation_actions_created_idx, appeals
 * by outcome on appeals_created_idx, the median times to a decision on reports_reviewed_idx and appeals_decided_idx).
 * Here the rows are only placed into their months.
 */
export async function getTransparencyFigures(): Promise<TransparencyMonth[]> {
  const { rows } = await getDb().execute<Row>(sql`select
    (select jsonb_agg(to_char(m, 'YYYY-MM') order by m desc) from generate_series(
      date_trunc('month', now() at time zone 'UTC') - interval '11 months', date_trunc('month', now() at time zone 'UTC'), interval '1 month') m) as months,
    ${countedBy(reports, reports.createdAt, reports.reason)} as reports,
    ${countedBy(moderationActions, moderationActions.createdAt, moderationActions.action, sql`and ${moderationActions.action} in (${actionList})`)} as actions,
    ${countedBy(appeals, appeals.createdAt, appeals.status)} as appeals,
    ${medianHours(reports, reports.createdAt, reports.reviewedAt)} as report_hours,
    ${medianHours(appeals, appeals.createdAt, appeals.decidedAt)} as appeal_hours`);
  const r = rows[0];
  const months = new Map<string, TransparencyMonth>(
    r.months.map((m) => [
      m,
      {
        month: m,
        reports: { total: 0, byReason: zeros(REPORT_REASONS) },
        actions: { total: 0, byType: zeros(TRANSPARENCY_ACTIONS) },
        appeals: { total: 0, byOutcome: zeros(APPEAL_STATUSES) },
        medianHours: { reportToDecision: null, appealToDecision: null },
      },
    ]),
  );
  placeCounts(months, r.reports, (m) => [m.reports, m.reports.byReason]);
  placeCounts(months, r.actions, (m) => [m.actions, m.actions.byType]);
  placeCounts(months, r.appeals, (m) => [m.appeals, m.appeals.byOutcome]);
  for (const { month, hours } of r.report_hours) {
    const entry = months.get(month);
    if (entry) entry.medianHours.reportToDecision = Number(hours);
  }
  for (const { month, hours } of r.appeal_hours) {
    const entry = months.get(month);
    if (entry) entry.medianHours.appealToDecision = Number(hours);
  }
  return [...months.values()];
}
