import { punishRoute } from "../../punish-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/admin/users/{id}/ban (staff): reason
export const POST = punishRoute("ban");

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
