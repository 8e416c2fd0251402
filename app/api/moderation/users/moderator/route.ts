import { withRoute } from "@/lib/api/with-route";
import { listStaffUsers } from "@/lib/server/moderation/list-staff-users";

// GET /api/moderation/users/moderator: staff only; StaffUser[] of the users holding the moderator role
export const GET = withRoute({ auth: "staff" }, async ({ actor }) => listStaffUsers(actor, "moderator"));
