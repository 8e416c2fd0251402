import { punishRoute } from "../../punish-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/admin/users/{id}/reactivate (staff): reason
export const POST = punishRoute("reactivate");

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
