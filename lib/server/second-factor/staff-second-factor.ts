import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { hasSecondFactor } from "@/lib/server/has-second-factor";

const SECOND_FACTOR_REQUIRED_MESSAGE =
  "Staff accounts need two-factor authentication: set it up in your settings to use the staff pages";

/**
 * Whether staff's rule stops this account (REQUIRE_STAFF_SECOND_FACTOR, docs/decisions/0024-second-factor.md): a
 * moderator or admin without a second factor. Roles granted to such an account count for staff pages only once it
 * has one.
 */
export async function lacksStaffSecondFactor(actor: Pick<Actor, "id" | "roles">): Promise<boolean> {
  if (!env().REQUIRE_STAFF_SECOND_FACTOR || !isStaff(actor.roles)) return false;
  return !(await hasSecondFactor(actor.id));
}

/** Staff's rule at a staff call (withRoute's gate): 403 SECOND_FACTOR_REQUIRED. */
export async function assertStaffSecondFactor(actor: Pick<Actor, "id" | "roles">): Promise<void> {
  if (await lacksStaffSecondFactor(actor)) throw new AppError("SECOND_FACTOR_REQUIRED", SECOND_FACTOR_REQUIRED_MESSAGE);
}
