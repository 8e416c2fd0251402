import { punishRoute } from "../../punish-route";

// POST /api/admin/users/{id}/lift-punishment (staff): reason
export const POST = punishRoute("lift");
