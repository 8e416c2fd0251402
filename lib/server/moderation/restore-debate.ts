import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { endMootAppeals } from "@/lib/server/appeals/end-moot-appeals";
import { recordAction } from "./action-view";

const RESTORED = "Restored by a staff member.";

/**
 * Puts a taken-down debate back, in ONE transaction: it shows again, a `restore` action is
 * recorded (the actions log and /transparency show the takedown ended), and a pending appeal against its takedown
 * ends as moot. A debate that already shows changes nothing. Answers whether it restored it.
 */
export async function restoreDebate(staff: Actor, id: number, reason: string | undefined): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(debates)
      .set({ isActive: true })
      .where(and(eq(debates.id, id), eq(debates.isActive, false)))
      .returning({ id: debates.id });
    if (!rows.length) return false;
    await recordAction(tx, {
      moderator: staff,
      targetType: "debate",
      targetId: id,
      action: "restore",
      reason: reason ?? RESTORED,
      duration: null,
    });
    await endMootAppeals(tx, {
      targetType: "debate",
      targetId: id,
      actions: ["takedown"],
      staffId: staff.id,
      what: "The debate was restored: it is visible to everyone again.",
    });
    return true;
  });
}
