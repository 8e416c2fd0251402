import { punishRoute } from "../../punish-route";

// POST /api/admin/users/{id}/ban (staff): reason
export const POST = punishRoute("ban");
