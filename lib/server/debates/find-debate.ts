import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Debate } from "@/lib/debates/types";
import { AppError } from "@/lib/errors";
import { idParam } from "@/lib/validation/fields";
import { getDebate } from "./get-debate";

/** For pages: the debate behind a route's raw id as this actor may see it, or null when it is missing or hidden. */
export async function findDebate(actor: Actor | null, rawId: string): Promise<Debate | null> {
  const id = idParam.safeParse(rawId);
  if (!id.success) return null;
  try {
    return await getDebate(actor, id.data);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
