import "server-only";
import { getAccountUser } from "./get-account-user";
import type { Actor } from "@/lib/auth/actor";

/** The signed-in user's own record, including email and roles (GET /api/auth/user). */
export async function getCurrentUser(actor: Actor) {
  return getAccountUser(actor.id);
}
