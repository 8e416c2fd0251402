import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import { debates, integrityRefusals as refusals } from "@/lib/db/schema";
import type { RefusalKind, RefusalRule } from "@/lib/enums";
import { describeError, log } from "@/lib/log";

type Refusal = {
  rule: RefusalRule;
  /** a ballot's refusal (the default) or a lean's */
  kind?: RefusalKind;
  /** the debate the attempt was for */
  debateId?: number | null;
  /**
   * or the return path of an attempt that is not per debate (a registration): counted for the debate only when it names
   * a debate page (/debate/42, /debate/42/ballots, ...), otherwise not counted per debate
   */
  from?: string | null;
};

const DEBATE_PAGE = /^\/debate\/(\d{1,9})(?:[/?#]|$)/;

/**
 * Counts a refused attempt in a debate's integrity ledger (docs/decisions/0017-integrity-ledger.md): one upsert of an
 * aggregate counter per debate and rule, and only while the debate is open and visible (a closed ledger no longer
 * moves). Counts only, never who. Never fails the caller: the refusal it counts is the answer that matters, so an error
 * is logged.
 */
export async function recordRefusal({ rule, kind = "ballot", debateId, from }: Refusal): Promise<void> {
  const id = debateId ?? Number(from?.match(DEBATE_PAGE)?.[1] ?? NaN);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return;
  try {
    await getDb().execute(sql`
      insert into ${refusals} (${columnNames(refusals.debateId, refusals.kind, refusals.rule, refusals.count)})
      select ${debates.id}, ${kind}, ${rule}, 1 from ${debates}
      where ${debates.id} = ${id} and ${debates.isActive} and ${debates.votingEndsAt} > now()
      on conflict (${columnNames(refusals.debateId, refusals.kind, refusals.rule)})
      do update set ${columnNames(refusals.count)} = ${refusals.count} + 1`);
  } catch (error) {
    log("error", "Integrity refusal not counted", { rule, kind, debateId: id, error: describeError(error) });
  }
}
