import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { isStaff } from "@/lib/roles";
import { selectDebateViews } from "@/lib/server/debates/select-debate-views";
import { requirePublicUser } from "./require-public-user";

export const USER_LIST_LIMIT = 100;

/** A user's debates, newest first; taken-down ones only for the owner and staff. The split stays sealed while open. */
export async function listUserDebates(actor: Actor | null, userId: number): Promise<Debate[]> {
  await requirePublicUser(userId);
  const seesHidden = actor?.id === userId || isStaff(actor?.roles);
  const rows = await selectDebateViews({
    where: and(eq(debates.creatorId, userId), seesHidden ? undefined : eq(debates.isActive, true)),
    orderBy: (c) => [desc(c.createdAt), desc(c.id)],
    limit: USER_LIST_LIMIT,
  });
  return rows.map((r) => r.debate);
}
