import { useQuery } from "@/lib/api/query";
import { ADMIN_CATEGORIES_KEY } from "@/lib/api/query-keys";
import type { AdminCategoryView } from "@/lib/categories/types";

/** GET /api/admin/categories: every category with its debate count. */
export function useAdminCategories() {
  return useQuery<AdminCategoryView[]>(ADMIN_CATEGORIES_KEY, { revalidateOnMount: true });
}
