import { withRoute } from "@/lib/api/with-route";
import { listCategories } from "@/lib/server/debates/list-categories";

// GET /api/categories: every category (id, name, slug, color)
export const GET = withRoute({ auth: "public" }, async () => listCategories());
