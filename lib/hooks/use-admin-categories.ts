import useSWR from "swr";
import { ADMIN_CATEGORIES_KEY } from "@/lib/api/swr-keys";
import type { AdminCategoryView } from "@/lib/categories/types";

/** GET /api/admin/categories: every category with its debate count. */
export function useAdminCategories() {
  return useSWR<AdminCategoryView[]>(ADMIN_CATEGORIES_KEY, { revalidateOnMount: true });
}
