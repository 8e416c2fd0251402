import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { emailPunishmentNotice } from "@/lib/server/admin/email-punishment-notice";
import { setUserRoles } from "@/lib/server/admin/set-user-roles";
import type { Role } from "@/lib/roles";
import type { Actor } from "@/lib/auth/actor";
import { setRoleSchema, setRolesSchema } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

async function assign(actor: Actor, rawId: string | undefined, roles: Role[]) {
  const { user, notice } = await setUserRoles(actor, parseRouteId(rawId, "User not found"), roles);
  after(() => emailPunishmentNotice(notice));
  return json(user);
}

// PATCH /api/admin/users/{id}/role (admin): { roles } replaces the list; answers the AdminUserView
export const PATCH = withRoute({ auth: "admin", body: setRolesSchema }, ({ actor, params, body }) =>
  assign(actor, params.id, body.roles),
);

// PUT /api/admin/users/{id}/role (admin): { role } makes it the only role; answers the AdminUserView
export const PUT = withRoute({ auth: "admin", body: setRoleSchema }, ({ actor, params, body }) =>
  assign(actor, params.id, [body.role]),
);

export const { GET, POST, DELETE } = methodNotAllowed("PUT", "PATCH");
