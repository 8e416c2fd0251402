import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { deleteCategory } from "@/lib/server/categories/delete-category";
import { CATEGORY_NOT_FOUND, updateCategory } from "@/lib/server/categories/update-category";
import { updateCategorySchema } from "@/lib/validation/categories";

// PATCH /api/admin/categories/{id} (admin): { name?, color? } -> AdminCategoryView (the slug stays)
export const PATCH = withRoute({ auth: "admin", body: updateCategorySchema }, async ({ actor, params, body }) =>
  json(await updateCategory(actor, parseRouteId(params.id, CATEGORY_NOT_FOUND), body)),
);

// DELETE /api/admin/categories/{id} (admin): { ok: true }; 409 while any debate uses it
export const DELETE = withRoute({ auth: "admin" }, async ({ actor, params }) => {
  await deleteCategory(actor, parseRouteId(params.id, CATEGORY_NOT_FOUND));
  return { ok: true };
});

export const { GET, POST, PUT } = methodNotAllowed("PATCH", "DELETE");
