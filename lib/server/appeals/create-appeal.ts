import "server-only";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { createAppealSchema } from "@/lib/validation/appeals";
import { submitAppeal, type SubmittedAppeal } from "./submit-appeal";

/** POST /api/appeals: the signed-in person an action affected (a suspended account included) appeals it. */
export async function createAppeal(
  actor: Actor | null,
  { actionId, statement }: z.output<typeof createAppealSchema>,
): Promise<SubmittedAppeal> {
  const user = requireUser(actor);
  return submitAppeal(getDb(), user.id, actionId, statement);
}
