import { punishRoute } from "../../punish-route";

// POST /api/admin/users/{id}/reactivate (staff): reason
export const POST = punishRoute("reactivate");
