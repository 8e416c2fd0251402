import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { RawRow } from "@/lib/db/raw-row";
import { columnNames } from "@/lib/db/column-names";
import { debates, videoPlays } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";

/**
 * The signed-in user's first play of a visible debate's video: stored once, later plays change nothing. A
 * lean recorded after it is late. One statement; 404 for no such visible debate.
 */
export async function recordPlay(actor: Actor | null, debateId: number): Promise<void> {
  const user = requireUser(actor);
  const { rows } = await getDb().execute<RawRow<typeof debates, "id">>(sql`
    with debate as (select ${debates.id} as id from ${debates} where ${debates.id} = ${debateId} and ${debates.isActive}), played as (
      insert into ${videoPlays} (${columnNames(videoPlays.debateId, videoPlays.userId)}) select id, ${user.id} from debate
      on conflict (${columnNames(videoPlays.debateId, videoPlays.userId)}) do nothing
    )
    select id from debate`);
  if (!rows.length) throw notFound("Debate not found");
}
