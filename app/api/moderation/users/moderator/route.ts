import { withRoute } from "@/lib/api/with-route";
import { listStaffUsers } from "@/lib/server/moderation/list-staff-users";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/moderation/users/moderator: staff only; StaffUser[] of the users holding the moderator role
export const GET = withRoute({ auth: "staff" }, async ({ actor }) => listStaffUsers(actor, "moderator"));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
