import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { createCategory } from "@/lib/server/categories/create-category";
import { listAdminCategories } from "@/lib/server/categories/list-admin-categories";
import { createCategorySchema } from "@/lib/validation/categories";

// GET /api/admin/categories (admin): AdminCategoryView[] by name, each with its debateCount
export const GET = withRoute({ auth: "admin" }, async ({ actor }) => json(await listAdminCategories(actor)));

// POST /api/admin/categories (admin): { name, color } -> 201 AdminCategoryView; 409 when the name is taken (any case)
export const POST = withRoute({ auth: "admin", body: createCategorySchema }, async ({ actor, body }) =>
  json(await createCategory(actor, body), 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
