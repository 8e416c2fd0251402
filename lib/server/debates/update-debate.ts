import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { notFound } from "@/lib/errors";
import { takeDownTarget } from "@/lib/server/moderation/take-down-target";
import type { TakedownNotice } from "@/lib/server/moderation/takedown-notice";
import type { UpdateDebate } from "@/lib/validation/debates";
import { getDebate } from "./get-debate";

/** The facts a takedown from PATCH gives the creator when staff wrote none. */
const NO_REASON_GIVEN = "Taken down by a staff member without a report; no further reason was given.";

/**
 * Staff only: take a debate down or restore it (isActive), feature or unfeature it (isFeatured). Taking an active
 * debate down is a takedown like any other (decisions.md 'Debates': however it is done): recorded, and its creator
 * told with a statement of reasons and how to appeal; the email is the caller's to send after the answer.
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
  const [row] = await getDb()
    .update(debates)
    .set({
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      ...(patch.isFeatured !== undefined ? { isFeatured: patch.isFeatured } : {}),
    })
    .where(eq(debates.id, id))
    .returning({ id: debates.id });
  if (!row) throw notFound("Debate not found");
  return { debate: await getDebate(staff, id), notice };
}
