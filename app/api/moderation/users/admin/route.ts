import { withRoute } from "@/lib/api/with-route";
import { listStaffUsers } from "@/lib/server/moderation/list-staff-users";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/moderation/users/admin: staff only; StaffUser[] of the users holding the admin role
export const GET = withRoute({ auth: "staff" }, async ({ actor }) => listStaffUsers(actor, "admin"));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
