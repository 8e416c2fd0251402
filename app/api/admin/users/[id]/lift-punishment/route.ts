import { punishRoute } from "../../punish-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/admin/users/{id}/lift-punishment (staff): reason
export const POST = punishRoute("lift");

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
