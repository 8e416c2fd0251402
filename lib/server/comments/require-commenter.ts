import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { forbidden } from "@/lib/errors";
import { hasPvPlusAccess } from "@/lib/roles";
import { requireVerifiedMember } from "@/lib/server/debates/require-verified-member";

export const PV_PLUS_REQUIRED = "PV+ membership is required to join the discussion";

/** Posting, replying, editing and liking: a signed-in, active, verified account with PV+ access. */
export function requireCommenter(actor: Actor | null): Actor {
  const member = requireVerifiedMember(actor);
  if (!hasPvPlusAccess(member.roles)) throw forbidden(PV_PLUS_REQUIRED);
  return member;
}
