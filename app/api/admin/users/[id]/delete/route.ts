import { punishRoute } from "../../punish-route";

// POST /api/admin/users/{id}/delete (staff): reason
export const POST = punishRoute("delete");
