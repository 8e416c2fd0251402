import { describe, expect, it } from "vitest";
import { createDebateSchema } from "./debates";
import { emptyValues } from "./empty-values";

describe("emptyValues", () => {
  it("starts the create form with every text field empty and no category, from its schema", () => {
    expect(emptyValues(createDebateSchema)).toEqual({
      title: "",
      description: "",
      categoryId: undefined,
      positionATitle: "",
      positionBTitle: "",
      debateVideo: "",
      positionADebater: "",
      positionBDebater: "",
    });
    expect(Object.keys(emptyValues(createDebateSchema))).toEqual(Object.keys(createDebateSchema.shape));
  });
});
