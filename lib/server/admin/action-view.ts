import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { ModerationActionKind, ModerationActionView } from "@/lib/moderation/types";
import type { ReportTarget } from "@/lib/enums";

type ActionRow = {
  id: number;
  moderator_id: number | null;
  target_type: ReportTarget;
  target_id: number;
  action: ModerationActionKind;
  reason: string;
  duration: number | null;
  created_at: Date | string;
};

type NewAction = { moderator: { id: number; username: string }; targetId: number; action: ModerationActionKind; reason: string; duration: number | null };

/** Records an action on a user (inside the caller's transaction) and answers it as the action lists show it. */
export async function recordUserAction(tx: Tx, a: NewAction): Promise<ModerationActionView> {
  const { rows } = await tx.execute<ActionRow>(sql`
    insert into moderation_actions (moderator_id, target_type, target_id, action, reason, duration)
    values (${a.moderator.id}, 'user', ${a.targetId}, ${a.action}, ${a.reason}, ${a.duration})
    returning id, moderator_id, target_type, target_id, action, reason, duration, created_at`);
  const r = rows[0];
  return {
    id: Number(r.id),
    moderatorId: r.moderator_id === null ? null : Number(r.moderator_id),
    moderatorName: a.moderator.username,
    targetType: r.target_type,
    targetId: Number(r.target_id),
    action: r.action,
    reason: r.reason,
    duration: r.duration === null ? null : Number(r.duration),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
