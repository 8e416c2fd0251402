import useSWR from "swr";
import type { AdminCategoryView } from "@/lib/categories/types";

export const ADMIN_CATEGORIES_KEY = "/api/admin/categories";

/** GET /api/admin/categories: every category with its debate count. */
export function useAdminCategories() {
  return useSWR<AdminCategoryView[]>(ADMIN_CATEGORIES_KEY, { revalidateOnMount: true });
}
