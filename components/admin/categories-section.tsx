"use client";

import { EmptyState, ErrorState, ListSkeleton } from "@/components/moderation/list-states";
import { CATEGORY_COLORS } from "@/lib/categories/palette";
import { useAdminCategories } from "@/lib/hooks/use-admin-categories";
import { changeCategory } from "./category-actions";
import { CategoryForm } from "./category-form";
import { CategoryRow } from "./category-row";

const NEW = { name: "", color: CATEGORY_COLORS[0].value };

/** Add a category, and the list of every category with Edit and Delete. */
export function CategoriesSection() {
  const { data, error, isLoading, mutate } = useAdminCategories();
  const names = (data ?? []).map((c) => c.name);
  const add = (values: { name: string; color: string }) =>
    changeCategory({
      method: "POST",
      url: "/api/admin/categories",
      body: values,
      done: "Category added",
      failed: "Failed to add category",
      description: values.name,
    });
  return (
    <div className="space-y-6">
      <section aria-labelledby="add-category-heading" className="space-y-3 rounded-lg border border-border bg-card p-4">
        <h2 id="add-category-heading" className="text-lg font-semibold">
          Add a category
        </h2>
        <CategoryForm
          id="new-category"
          initial={NEW}
          submitLabel="Add category"
          onSubmit={add}
          resetOnSuccess
          otherNames={names}
        />
      </section>
      <section aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-lg font-semibold">
          Categories
          {data && <span className="ml-2 text-sm font-normal text-muted-foreground">({data.length})</span>}
        </h2>
        {error && !data ? (
          <ErrorState message="Failed to load categories" onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <ListSkeleton label="Loading categories" rows={3} height="h-14" />
        ) : data.length === 0 ? (
          <EmptyState title="No categories yet">
            Add one above, or run npm run db:setup for the default list.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border bg-card" aria-label="Categories">
            {data.map((c) => (
              <CategoryRow key={c.id} category={c} otherNames={names.filter((n) => n !== c.name)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
