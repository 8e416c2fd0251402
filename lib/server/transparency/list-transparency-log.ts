import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { appeals, moderationActions, reports } from "@/lib/db/schema";
import { TRANSPARENCY_LOG_ACTIONS } from "@/lib/enums";
import { keysetCondition } from "@/lib/server/moderation/staff-list";
import type { TransparencyLog, TransparencyLogAction, TransparencyLogEntry } from "@/lib/transparency/types";

export const TRANSPARENCY_LOG_PAGE = 20;

type Row = RawRow<typeof moderationActions, "id" | "rule"> & {
  date: string;
  // the log's kinds only (inLog below)
  action: TransparencyLogAction;
  target: TransparencyLogEntry["target"];
  outcome: RawColumns<typeof appeals>["status"] | null;
  restored_on: string | null;
};

// the action, its appeal, the reports it settled and a later restore of its target (both `r` in their subqueries)
const a = alias(moderationActions, "a");
const ap = alias(appeals, "ap");
const r = alias(reports, "r");
const later = alias(moderationActions, "r");

const logActions = sql.raw(TRANSPARENCY_LOG_ACTIONS.map((a) => `'${a}'`).join(", "));

/**
 * The public log of takedowns and punishments, newest first, a page at a time (keyset on
 * moderation_actions_public_log_idx). An action recorded before the rule column takes the reason of the reports it
 * settled (in its transaction, so at its very instant). No name, content, reporter or id of a person or a piece of
 * content leaves this function: the cursor and ids are moderation actions'. With `action`, the page holds that one
 * action's entry, if it is in the log (a ballot board's void names it: docs/decisions/0017-integrity-ledger.md).
 */
export async function listTransparencyLog(cursor: number | undefined, action?: number): Promise<TransparencyLog> {
  const db = getDb();
  const inLog = sql`${a.action} in (${logActions})`;
  const one = action === undefined ? sql`` : sql`and ${a.id} = ${action}`;
  const keyset = keysetCondition(moderationActions, a, cursor);
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`select ${a.id}, to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as date, ${a.action},
        case when ${a.targetType} = 'user' then 'account' else ${a.targetType} end as target,
        coalesce(${a.rule}, (select ${r.reason} from reports r where ${r.targetType} = ${a.targetType}
          and ${r.targetId} = ${a.targetId} and ${r.reviewedAt} = ${a.createdAt} and ${r.status} = 'resolved'
          order by ${r.id} limit 1)) as rule,
        ${ap.status} as outcome,
        case when ${a.action} = 'takedown' then (select to_char(min(${later.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')
          from moderation_actions r where ${later.targetType} = ${a.targetType} and ${later.targetId} = ${a.targetId}
            and ${later.action} = 'restore' and ${later.id} > ${a.id}) end as restored_on
      from moderation_actions a left join appeals ap on ${ap.actionId} = ${a.id}
      where ${inLog} ${one} ${keyset.length ? sql`and ${keyset[0]}` : sql``}
      order by ${a.createdAt} desc nulls last, ${a.id} desc nulls last limit ${TRANSPARENCY_LOG_PAGE + 1}`),
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
