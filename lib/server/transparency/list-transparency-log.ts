import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { TRANSPARENCY_LOG_ACTIONS, type AppealStatus, type ReportReason } from "@/lib/enums";
import { keysetCondition } from "@/lib/server/moderation/staff-list";
import type { TransparencyLog, TransparencyLogAction, TransparencyLogEntry } from "@/lib/transparency/types";

export const TRANSPARENCY_LOG_PAGE = 20;

type Row = {
  id: number;
  date: string;
  action: TransparencyLogAction;
  target: TransparencyLogEntry["target"];
  rule: ReportReason | null;
  outcome: AppealStatus | null;
  restored_on: string | null;
};

const logActions = sql.raw(TRANSPARENCY_LOG_ACTIONS.map((a) => `'${a}'`).join(", "));

/**
 * The public log of takedowns and punishments, newest first, a page at a time (keyset on
 * moderation_actions_public_log_idx, after the entry the cursor names). Each entry is a date, a kind, what kind of
 * thing it applied to, the rule, its appeal's outcome and, for a takedown whose debate staff since restored, the
 * day of the restore. The rule is the action's own (the report it came from) or else the reason of the reports it
 * settled (resolved in its transaction, so at its very instant; actions recorded before the rule column). No name,
 * content, reporter or id of a person or a piece of content leaves this function; the cursor and each entry's id are a
 * moderation action's id. With `action`, the page holds that one action's entry, if it is in the log (a ballot board's
 * void names its action: docs/decisions/0017-integrity-ledger.md).
 */
export async function listTransparencyLog(cursor: number | undefined, action?: number): Promise<TransparencyLog> {
  const db = getDb();
  const inLog = sql`a.action in (${logActions})`;
  const one = action === undefined ? sql`` : sql`and a.id = ${action}`;
  const keyset = keysetCondition("moderation_actions", "a", cursor);
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD') as date, a.action,
        case when a.target_type = 'user' then 'account' else a.target_type end as target,
        coalesce(a.rule, (select r.reason from reports r where r.target_type = a.target_type and r.target_id = a.target_id
          and r.reviewed_at = a.created_at and r.status = 'resolved' order by r.id limit 1)) as rule,
        ap.status as outcome,
        case when a.action = 'takedown' then (select to_char(min(r.created_at) at time zone 'UTC', 'YYYY-MM-DD')
          from moderation_actions r where r.target_type = a.target_type and r.target_id = a.target_id
            and r.action = 'restore' and r.id > a.id) end as restored_on
      from moderation_actions a left join appeals ap on ap.action_id = a.id
      where ${inLog} ${one} ${keyset.length ? sql`and ${keyset[0]}` : sql``}
      order by a.created_at desc nulls last, a.id desc nulls last limit ${TRANSPARENCY_LOG_PAGE + 1}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from moderation_actions a where ${inLog}`),
  ]);
  const rows = page.rows.slice(0, TRANSPARENCY_LOG_PAGE);
  return {
    items: rows.map(({ id, date, action, target, rule, outcome, restored_on }) => ({
      id: Number(id),
      date,
      action,
      target,
      rule,
      appealed: outcome !== null,
      outcome,
      restoredOn: restored_on,
    })),
    nextCursor: page.rows.length > TRANSPARENCY_LOG_PAGE ? Number(rows[rows.length - 1].id) : null,
    total: Number(count.rows[0].total),
  };
}
