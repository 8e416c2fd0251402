import "server-only";
import { eq } from "drizzle-orm";
import { requireRole, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { notFound } from "@/lib/errors";
import type { UpdateDebate } from "@/lib/validation/debates";
import { getDebate } from "./get-debate";

/** Staff only: take a debate down or restore it (isActive), feature or unfeature it (isFeatured). */
export async function updateDebate(actor: Actor | null, id: number, patch: UpdateDebate): Promise<Debate> {
  const staff = requireRole(actor, "staff");
  const [row] = await getDb()
    .update(debates)
    .set({
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      ...(patch.isFeatured !== undefined ? { isFeatured: patch.isFeatured } : {}),
    })
    .where(eq(debates.id, id))
    .returning({ id: debates.id });
  if (!row) throw notFound("Debate not found");
  return getDebate(staff, id);
}
