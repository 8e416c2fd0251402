"use client";

import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminCategoryView } from "@/lib/categories/types";
import { changeCategory } from "./category-actions";
import { CategoryForm } from "./category-form";
import { plural } from "@/lib/plural";

const debates = (n: number) => plural(n, "debate");

/**
 * One category: its colour, name and use, 'Edit' (rename, recolour) and 'Delete' (only explained while in use; the
 * server refuses it too).
 */
export function CategoryRow({ category, otherNames }: { category: AdminCategoryView; otherNames: readonly string[] }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const url = `/api/admin/categories/${category.id}`;
  const save = async (values: { name: string; color: string }) => {
    const ok = await changeCategory({
      method: "PATCH",
      url,
      body: values,
      done: "Category updated",
      failed: "Failed to update category",
      description: values.name,
    });
    if (ok) setEditing(false);
    return ok;
  };
  const inUse = category.debateCount > 0;
  const remove = () => {
    setDeleting(false);
    void changeCategory({
      method: "DELETE",
      url,
      done: "Category deleted",
      failed: "Failed to delete category",
      description: category.name,
    });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" aria-label={category.name}>
      <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium break-words">{category.name}</p>
        <p className="text-sm text-muted-foreground">{debates(category.debateCount)}</p>
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${category.name}`}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setDeleting(true)}
          aria-label={`Delete ${category.name}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>

      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit {category.name}</DialogTitle>
            <DialogDescription>Links to this category keep working after a rename.</DialogDescription>
          </DialogHeader>
          {editing && (
            <CategoryForm
              id={`edit-category-${category.id}`}
              initial={{ name: category.name, color: category.color }}
              submitLabel="Save"
              onSubmit={save}
              otherNames={otherNames}
            >
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </CategoryForm>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${category.name}?`}
        description={
          inUse
            ? `It is used by ${debates(category.debateCount)}: a category in use cannot be deleted.`
            : "No debate uses it. This cannot be undone."
        }
        cancelLabel={inUse ? "Close" : "Cancel"}
        confirm={inUse ? undefined : { label: "Delete", onClick: remove }}
      />
    </li>
  );
}
