import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { appeals, moderationActions, reports } from "@/lib/db/schema";
import { keysetCondition } from "@/lib/server/moderation/staff-list";
import { kindList } from "@/lib/server/moderation/sql-helpers";
import { LIFTABLE_KINDS, RELEASE_KINDS, TRANSPARENCY_LOG_ACTIONS } from "@/lib/moderation/kinds";
import type { TransparencyLog, TransparencyLogAction, TransparencyLogEntry } from "@/lib/transparency/types";

export const TRANSPARENCY_LOG_PAGE = 20;

type Row = RawRow<typeof moderationActions, "id" | "rule"> & {
  date: string;
  // the log's kinds only (inLog below)
  action: TransparencyLogAction;
  target: TransparencyLogEntry["target"];
  outcome: RawColumns<typeof appeals>["status"] | null;
  restored_on: string | null;
  lifted_on: string | null;
  ends: number | null;
};

// the action, its appeal, the reports it settled and a later restore of its target (both `r` in their subqueries); the
// punishment a lift or reactivation ended (`p`), and the lift or reactivation that ended a punishment early (`l`, with
// no other punishment of its account between them, `m`)
const a = alias(moderationActions, "a");
const ap = alias(appeals, "ap");
const r = alias(reports, "r");
const later = alias(moderationActions, "r");
const p = alias(moderationActions, "p");
const l = alias(moderationActions, "l");
const m = alias(moderationActions, "m");

/** same account as `a` */
const sameAccount = (x: typeof p | typeof l | typeof m) =>
  sql`${x.targetType} = 'user' and ${x.targetId} = ${a.targetId}`;

const logActions = kindList(TRANSPARENCY_LOG_ACTIONS);
// the punishments a release ends early (suspend, ban), and the releases (lift, reactivate)
const liftable = kindList(LIFTABLE_KINDS);
const releases = kindList(RELEASE_KINDS);

/**
 * The public log of takedowns and punishments, newest first, a page at a time (keyset on
 * moderation_actions_public_log_idx). A lift or reactivation is an entry of its own, naming the suspension or ban it
 * ended (`ends`, and that punishment's rule); that punishment's entry says when (`liftedOn`). An action recorded
 * before the rule column takes the reason of the reports it settled (in its transaction, so at its very instant). No
 * name, content, reporter or id of a person or a piece of content leaves this function: the cursor and ids are
 * moderation actions'. With `action`, the page holds that one action's entry, if it is in the log (a ballot board's
 * void names it: docs/decisions/0017-integrity-ledger.md).
 */
export async function listTransparencyLog(cursor: number | undefined, action?: number): Promise<TransparencyLog> {
  const db = getDb();
  const inLog = sql`${a.action} in (${logActions})`;
  const one = action === undefined ? sql`` : sql`and ${a.id} = ${action}`;
  const keyset = keysetCondition(moderationActions, a, cursor);
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`select ${a.id}, to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as date, ${a.action},
        case when ${a.targetType} = 'user' then 'account' else ${a.targetType} end as target,
        coalesce(${a.rule}, ended.rule, (select ${r.reason} from reports r where ${r.targetType} = ${a.targetType}
          and ${r.targetId} = ${a.targetId} and ${r.reviewedAt} = ${a.createdAt} and ${r.status} = 'resolved'
          order by ${r.id} limit 1)) as rule,
        ${ap.status} as outcome,
        case when ${a.action} = 'takedown' then (select to_char(min(${later.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')
          from moderation_actions r where ${later.targetType} = ${a.targetType} and ${later.targetId} = ${a.targetId}
            and ${later.action} = 'restore' and ${later.id} > ${a.id}) end as restored_on,
        case when ${a.action} in (${liftable}) and ${a.targetType} = 'user' then (
          select to_char(min(${l.createdAt}) at time zone 'UTC', 'YYYY-MM-DD') from moderation_actions l
          where ${sameAccount(l)} and ${l.action} in (${releases}) and ${l.id} > ${a.id}
            and not exists (select 1 from moderation_actions m where ${sameAccount(m)}
              and ${m.action} in (${liftable}) and ${m.id} > ${a.id} and ${m.id} < ${l.id})) end as lifted_on,
        ended.id as ends
      from moderation_actions a left join appeals ap on ${ap.actionId} = ${a.id}
      left join lateral (select ${p.id}, ${p.rule} from moderation_actions p
        where ${a.action} in (${releases}) and ${sameAccount(p)} and ${p.action} in (${liftable})
          and ${p.id} < ${a.id}
        order by ${p.id} desc limit 1) ended on true
      where ${inLog} ${one} ${keyset.length ? sql`and ${keyset[0]}` : sql``}
      order by ${a.createdAt} desc nulls last, ${a.id} desc nulls last limit ${TRANSPARENCY_LOG_PAGE + 1}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from moderation_actions a where ${inLog}`),
  ]);
  const rows = page.rows.slice(0, TRANSPARENCY_LOG_PAGE);
  return {
    items: rows.map(({ id, date, action, target, rule, outcome, restored_on, lifted_on, ends }) => ({
      id: Number(id),
      date,
      action,
      target,
      rule,
      appealed: outcome !== null,
      outcome,
      restoredOn: restored_on,
      liftedOn: lifted_on,
      ends: ends === null ? null : Number(ends),
    })),
    nextCursor: page.rows.length > TRANSPARENCY_LOG_PAGE ? Number(rows[rows.length - 1].id) : null,
    total: Number(count.rows[0].total),
  };
}
