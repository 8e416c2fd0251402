import "server-only";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { UserActivity } from "@/lib/moderation/types";
import { assertUserExists } from "./assert-user-exists";

const ACTIVITY_LIMIT = 100;
const iso = (v: Date | string) => new Date(v).toISOString();

/** A user's latest debates and the debates they voted in (staff): never which side (decisions.md 'Votes'). */
export async function getUserActivity(actor: Actor | null, userId: number): Promise<UserActivity> {
  requireRole(actor, "staff");
  const db = getDb();
  await assertUserExists(db, userId);
  const [debates, votes] = await Promise.all([
    db.execute<{ id: number; title: string; is_active: boolean; created_at: Date | string }>(sql`
      select id, title, is_active, created_at from debates where creator_id = ${userId}
      order by created_at desc limit ${ACTIVITY_LIMIT}`),
    db.execute<{ debate_id: number; debate_title: string; created_at: Date | string }>(sql`
      select v.debate_id, d.title as debate_title, v.created_at
      from votes v join debates d on d.id = v.debate_id
      where v.user_id = ${userId} order by v.created_at desc limit ${ACTIVITY_LIMIT}`),
  ]);
  return {
    debates: debates.rows.map((d) => ({
      id: Number(d.id),
      title: d.title,
      isActive: d.is_active,
      createdAt: iso(d.created_at),
    })),
    votes: votes.rows.map((v) => ({
      debateId: Number(v.debate_id),
      debateTitle: v.debate_title,
      createdAt: iso(v.created_at),
    })),
  };
}
