import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireRole, type RoleGate } from "@/lib/auth/guards";
import { getDb, type Tx } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import { STAFF_DEBATE_ACTIONS, type StaffDebateAction } from "@/lib/debates/staff-debate-actions";
import type { Debate } from "@/lib/debates/types";
import { conflict, notFound } from "@/lib/errors";
import { restoreDebate } from "@/lib/server/moderation/restore-debate";
import { takeDownTarget } from "@/lib/server/moderation/take-down-target";
import type { TakedownNotice } from "@/lib/server/moderation/takedown-notice";
import type { UpdateDebate } from "@/lib/validation/debates";
import { getDebate } from "./get-debate";

/** The advisory lock key that serialises featuring (any fixed number the app uses for nothing else). */
const FEATURE_LOCK = 240601;

/** The answer (409) to featuring a debate that is taken down. */
const FEATURE_TAKEN_DOWN = "A taken-down debate cannot be featured. Restore it first.";

/** The facts a takedown from PATCH gives the creator when staff wrote none. */
const NO_REASON_GIVEN = "Taken down by a staff member without a report; no further reason was given.";

/** The server side of a staff debate action: who may, and what it does besides writing its columns. */
type ActionEffect = {
  gate: RoleGate;
  /** first, on its own (recording a moderation action); a takedown answers the notice its creator is sent */
  before?: (staff: Actor, id: number, reason: string | undefined) => Promise<TakedownNotice | null>;
  /** in the transaction that writes the columns, before it writes them */
  within?: (tx: Tx, id: number) => Promise<void>;
};

const EFFECTS: Record<StaffDebateAction, ActionEffect> = {
  // taking an active debate down is a takedown like any other (decisions.md 'Debates': however it is done): recorded,
  // and its creator told with a statement of reasons and how to appeal
  takedown: {
    gate: "staff",
    async before(staff, id, reason) {
      const [current] = await getDb().select({ isActive: debates.isActive }).from(debates).where(eq(debates.id, id));
      if (!current) throw notFound("Debate not found");
      if (!current.isActive) return null;
      return (await takeDownTarget(staff, { type: "debate", id }, reason ?? NO_REASON_GIVEN)).notice;
    },
  },
  // a restore is recorded too, and ends a pending appeal against the takedown as moot
  restore: {
    gate: "staff",
    async before(staff, id, reason) {
      await restoreDebate(staff, id, reason);
      return null;
    },
  },
  // one featured debate at a time: featuring one unfeatures the one featured now (the lock orders two at once); a
  // taken-down debate cannot be featured (checked under its row's lock, after a restore asked for in the same PATCH)
  feature: {
    gate: "staff",
    async within(tx, id) {
      await tx.execute(sql`select pg_advisory_xact_lock(${FEATURE_LOCK})`);
      const [current] = await tx
        .select({ isActive: debates.isActive })
        .from(debates)
        .where(eq(debates.id, id))
        .for("update");
      if (!current) throw notFound("Debate not found");
      if (!current.isActive) throw conflict(FEATURE_TAKEN_DOWN);
      await tx
        .update(debates)
        .set({ isFeatured: false })
        .where(and(eq(debates.isFeatured, true), ne(debates.id, id)));
    },
  },
  unfeature: { gate: "staff" },
};

/** The actions a PATCH body asks for: those whose every field it sets to the action's value. */
const askedFor = (patch: Record<string, unknown>) =>
  (Object.keys(STAFF_DEBATE_ACTIONS) as StaffDebateAction[]).filter((action) =>
    Object.entries(STAFF_DEBATE_ACTIONS[action]).every(([field, value]) => patch[field] === value),
  );

/**
 * Staff only: the staff debate actions a PATCH asks for (STAFF_DEBATE_ACTIONS): take a debate down or restore it
 * (isActive), feature or unfeature it (isFeatured). Each action's own work comes first (a takedown's email is the
 * caller's to send after the answer), then one transaction writes the columns.
 */
export async function updateDebate(
  actor: Actor | null,
  id: number,
  patch: UpdateDebate,
): Promise<{ debate: Debate; notice: TakedownNotice | null }> {
  const staff = requireRole(actor, "staff");
  const actions = askedFor(patch);
  for (const action of actions) requireRole(staff, EFFECTS[action].gate);
  // refused before the takedown's own work, so a refused PATCH changes nothing
  if (actions.includes("takedown") && actions.includes("feature")) throw conflict(FEATURE_TAKEN_DOWN);
  let notice: TakedownNotice | null = null;
  for (const action of actions) notice = (await EFFECTS[action].before?.(staff, id, patch.reason)) ?? notice;
  const columns: Omit<UpdateDebate, "reason"> = Object.assign({}, ...actions.map((a) => STAFF_DEBATE_ACTIONS[a]));
  await getDb().transaction(async (tx) => {
    for (const action of actions) await EFFECTS[action].within?.(tx, id);
    const [updated] = await tx.update(debates).set(columns).where(eq(debates.id, id)).returning({ id: debates.id });
    // a debate that does not exist unfeatures nothing (the error rolls the transaction back)
    if (!updated) throw notFound("Debate not found");
  });
  return { debate: await getDebate(staff, id), notice };
}
