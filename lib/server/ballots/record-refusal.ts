import "server-only";
import { sql } from "drizzle-orm";
import { addressNetworks } from "@/lib/address-networks";
import { getDb } from "@/lib/db";
import { columnNames } from "@/lib/db/column-names";
import { debates, integrityRefusalClients as clients, integrityRefusals as refusals } from "@/lib/db/schema";
import type { RefusalKind, RefusalRule } from "@/lib/enums";
import { describeError, log } from "@/lib/log";
import { addressHash } from "@/lib/server/limits/address-hash";
import { isId } from "@/lib/validation/fields";

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
  /** who tried: a member's account id, or else the visitor's address (its network is what is counted) */
  userId?: number | null;
  ip?: string | null;
};

const DEBATE_PAGE = /^\/debate\/(\d{1,9})(?:[/?#]|$)/;

/**
 * Counts a refused attempt in a debate's integrity ledger (docs/decisions/0017-integrity-ledger.md): at most once per
 * client, debate, kind and rule, so one client sending a refused vote 300 times counts once. The client is a member's
 * account, or a visitor's network (/64 or /24), as a keyed hash (integrity_refusal_clients); with neither known, all
 * such attempts share one key. One statement: the client's row is inserted if new, and only then the aggregate counter
 * is raised, and only while the debate is open and visible (a closed ledger no longer moves). Counts only, never who.
 * Never fails the caller: the refusal it counts is the answer that matters, so an error is logged.
 */
export async function recordRefusal({ rule, kind = "ballot", debateId, from, userId, ip }: Refusal): Promise<void> {
  const id = debateId ?? Number(from?.match(DEBATE_PAGE)?.[1] ?? NaN);
  if (!isId(id)) return;
  try {
    await getDb().execute(sql`
      with fresh as (
        insert into ${clients} (${columnNames(clients.debateId, clients.kind, clients.rule, clients.client)})
        select ${debates.id}, ${kind}, ${rule}, ${clientKey(userId, ip)} from ${debates}
        where ${debates.id} = ${id} and ${debates.isActive} and ${debates.votingEndsAt} > now()
        on conflict do nothing
        returning debate_id
      )
      insert into ${refusals} (${columnNames(refusals.debateId, refusals.kind, refusals.rule, refusals.count)})
      select debate_id, ${kind}, ${rule}, 1 from fresh
      on conflict (${columnNames(refusals.debateId, refusals.kind, refusals.rule)})
      do update set ${columnNames(refusals.count)} = ${refusals.count} + 1`);
  } catch (error) {
    log("error", "Integrity refusal not counted", { rule, kind, debateId: id, error: describeError(error) });
  }
}

function clientKey(userId: number | null | undefined, ip: string | null | undefined): string {
  if (userId != null) return addressHash("account", String(userId));
  const network = ip ? addressNetworks(ip)?.network : undefined;
  return network ? addressHash("net", network) : "unknown";
}
