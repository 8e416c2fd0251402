import { json, withRoute } from "@/lib/api/with-route";
import { listAdminUsers } from "@/lib/server/admin/list-admin-users";
import { adminUserListQuery } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/admin/users (staff): AdminUserView[] newest first (a deleted account named '[deleted user]'); search
// (username or email, '[deleted user]', or an id as 14 or #14), role (main role), status,
// limit, cursor (keyset on id); X-Next-Cursor when there is more, X-Total-Count (the filtered set)
export const GET = withRoute({ auth: "staff", query: adminUserListQuery }, async ({ actor, query, setHeader }) => {
  const page = await listAdminUsers(actor, query);
  setHeader("X-Total-Count", String(page.total));
  if (page.nextCursor) setHeader("X-Next-Cursor", String(page.nextCursor));
  return json(page.items);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
