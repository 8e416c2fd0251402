import "./zod-config";
import { z } from "zod";
import { CATEGORY_COLOR_VALUES } from "@/lib/categories/palette";
import { plainText } from "./fields";

export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_NAME_TAKEN = "A category with this name already exists";

const name = plainText("Name is required")
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, "Name must be at least 2 characters")
      .max(CATEGORY_NAME_MAX, `Name must be at most ${CATEGORY_NAME_MAX} characters`)
      .regex(/[\p{L}\p{N}]/u, "Name must contain a letter or a number"),
  );

const color = z.enum(CATEGORY_COLOR_VALUES, { error: "Choose one of the category colours" });

/** POST /api/admin/categories. The name is unique in any letter case (checked by lib/server/categories). */
export const createCategorySchema = z.object({ name, color });

/** PATCH /api/admin/categories/{id}: a new name, a new colour, or both. */
export const updateCategorySchema = z
  .object({ name: name.optional(), color: color.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, {
    message: "Nothing to change: give a name or a colour",
  });

export type CreateCategoryInput = z.infer<typeof createCategorySchema>;
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;
