import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";

/**
 * The signed-in user's first play of a visible debate's video (issue 26): stored once, later plays change nothing. A
 * lean recorded after it is late. One statement; 404 for no such visible debate.
 */
export async function recordPlay(actor: Actor | null, debateId: number): Promise<void> {
  const user = requireUser(actor);
  const { rows } = await getDb().execute<{ id: number }>(sql`
    with debate as (select id from debates where id = ${debateId} and is_active), played as (
      insert into video_plays (debate_id, user_id) select id, ${user.id} from debate
      on conflict (debate_id, user_id) do nothing
    )
    select id from debate`);
  if (!rows.length) throw notFound("Debate not found");
}
