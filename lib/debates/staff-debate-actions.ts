import type { UpdateDebate } from "@/lib/validation/debates";

/**
 * What staff can do to a debate, each with the PATCH /api/debates/{id} body that asks for it (its fields are the
 * columns it writes). A new action is one entry here; the compiler then names its server side (the gate and what it
 * does besides writing the columns: lib/server/debates/update-debate.ts) and its button on the debate page
 * (components/debate/staff-debate-actions.tsx), and a new field its place in updateDebateSchema.
 */
export const STAFF_DEBATE_ACTIONS = {
  // the debate page has no button for it: staff take a debate down from a report or with this call
  takedown: { isActive: false },
  restore: { isActive: true },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
} as const satisfies Record<string, Omit<UpdateDebate, "reason">>;

export type StaffDebateAction = keyof typeof STAFF_DEBATE_ACTIONS;
