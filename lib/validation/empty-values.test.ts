import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createDebateSchema } from "./debates";
import { emptyValues } from "./empty-values";

describe("emptyValues", () => {
  it("gives every field of the schema: '' where it takes text (required or not), nothing where it takes another type", () => {
    const schema = z.object({
      name: z.string().trim().min(3, "too short"),
      note: z.string().optional().default(""),
      link: z.string().min(1).pipe(z.url()),
      count: z.number().int().min(1),
      agreed: z.boolean(),
    });
    expect(emptyValues(schema)).toEqual({ name: "", note: "", link: "", count: undefined, agreed: undefined });
  });

  it("starts the create form with its text fields empty and no category chosen", () => {
    const values = emptyValues(createDebateSchema);
    expect(Object.keys(values)).toEqual(Object.keys(createDebateSchema.shape));
    expect(values).toMatchObject({ title: "", description: "", debateVideo: "", positionADebater: "" });
    expect(values.categoryId).toBeUndefined();
  });
});
