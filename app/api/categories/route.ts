import { withRoute } from "@/lib/api/with-route";
import { listCategories } from "@/lib/server/debates/list-categories";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/categories: every category (id, name, slug, color)
export const GET = withRoute({ auth: "public", cache: "public" }, async () => listCategories());

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
