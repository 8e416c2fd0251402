import { punishRoute } from "../../punish-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/admin/users/{id}/delete (staff): reason
export const POST = punishRoute("delete");

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
