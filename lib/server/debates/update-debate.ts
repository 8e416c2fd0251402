import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { notFound } from "@/lib/errors";
import { restoreDebate } from "@/lib/server/moderation/restore-debate";
import { takeDownTarget } from "@/lib/server/moderation/take-down-target";
import type { TakedownNotice } from "@/lib/server/moderation/takedown-notice";
import type { UpdateDebate } from "@/lib/validation/debates";
import { getDebate } from "./get-debate";

/** The advisory lock key that serialises featuring (any fixed number the app uses for nothing else). */
const FEATURE_LOCK = 240601;

/** The facts a takedown from PATCH gives the creator when staff wrote none. */
const NO_REASON_GIVEN = "Taken down by a staff member without a report; no further reason was given.";

/**
 * Staff only: take a debate down or restore it (isActive), feature or unfeature it (isFeatured: one featured debate
 * at a time, so featuring one unfeatures the other). Taking an active
 * debate down is a takedown like any other (decisions.md 'Debates': however it is done): recorded, and its creator
 * told with a statement of reasons and how to appeal; the email is the caller's to send after the answer. Restoring a
 * taken-down debate is recorded as a `restore` action (restoreDebate).
 */
export async function updateDebate(
  actor: Actor | null,
  id: number,
  patch: UpdateDebate,
): Promise<{ debate: Debate; notice: TakedownNotice | null }> {
  const staff = requireRole(actor, "staff");
  let notice: TakedownNotice | null = null;
  if (patch.isActive === false) {
    const [current] = await getDb().select({ isActive: debates.isActive }).from(debates).where(eq(debates.id, id));
    if (!current) throw notFound("Debate not found");
    if (current.isActive)
      notice = (await takeDownTarget(staff, { type: "debate", id }, patch.reason ?? NO_REASON_GIVEN)).notice;
  }
  // a restore is recorded too, and ends a pending appeal against the takedown as moot
  if (patch.isActive === true) await restoreDebate(staff, id, patch.reason);
  await getDb().transaction(async (tx) => {
    // one featured debate at a time: featuring one unfeatures the one featured now (the lock orders two at once)
    if (patch.isFeatured === true) {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEATURE_LOCK})`);
      await tx
        .update(debates)
        .set({ isFeatured: false })
        .where(and(eq(debates.isFeatured, true), ne(debates.id, id)));
    }
    const [updated] = await tx
      .update(debates)
      .set({
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        ...(patch.isFeatured !== undefined ? { isFeatured: patch.isFeatured } : {}),
      })
      .where(eq(debates.id, id))
      .returning({ id: debates.id });
    // a debate that does not exist unfeatures nothing (the error rolls the transaction back)
    if (!updated) throw notFound("Debate not found");
  });
  return { debate: await getDebate(staff, id), notice };
}
