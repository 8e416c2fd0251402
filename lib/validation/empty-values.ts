import { z } from "zod";

/**
 * A form's starting values, from its schema: "" for each field that takes text, nothing for the rest (a number the
 * user picks, as a category). A field that takes text is one that refuses "" by a rule, never by its type.
 */
export function emptyValues<S extends z.ZodObject>(schema: S): Partial<z.input<S>> {
  const takesText = (field: z.ZodType) =>
    !field.safeParse("").error?.issues.some((issue) => issue.code === "invalid_type");
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, takesText(field) ? "" : undefined]),
  ) as Partial<z.input<S>>;
}
