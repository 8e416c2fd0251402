import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { validate } from "./parse-input";

const schema = z.object({
  name: z.string(),
  tags: z.array(z.string()).optional(),
  nested: z.object({ bio: z.string() }).optional(),
});
const refusal = (value: unknown) => {
  try {
    validate(schema, value);
  } catch (error) {
    return error as AppError;
  }
  throw new Error("accepted");
};

describe("validate", () => {
  it("refuses a NUL character in any string, named by its field, before the schema runs", () => {
    expect(refusal({ name: "a\u0000b" })).toMatchObject({
      status: 400,
      errors: { name: "Text must not contain NUL characters" },
    });
    expect(refusal({ name: "ok", tags: ["x", "\u0000"] }).errors).toEqual({
      "tags.1": "Text must not contain NUL characters",
    });
    expect(refusal({ name: "ok", nested: { bio: "\u0000" } }).errors).toEqual({
      "nested.bio": "Text must not contain NUL characters",
    });
    expect(refusal({ name: "ok", "bad\u0000key": 1 }).errors).toEqual({
      "bad\u0000key": "Text must not contain NUL characters",
    });
    expect(refusal({ name: 5 }).errors).toEqual({ name: expect.any(String) });
  });

  it("passes clean input to the schema", () => {
    expect(validate(schema, { name: "Ann", tags: ["a"] })).toEqual({ name: "Ann", tags: ["a"] });
  });
});

describe("validate on deep input", () => {
  it("refuses JSON nested thousands deep with a 400 and a message, not a stack overflow", () => {
    const depth = 30_000;
    const deep = JSON.parse(`{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    expect(refusal(deep)).toMatchObject({ status: 400, message: "Request body is nested too deeply" });
    const objects = JSON.parse(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
    expect(refusal(objects)).toMatchObject({ status: 400, message: "Request body is nested too deeply" });
  });

  it("accepts nesting up to the cap", () => {
    expect(refusal({ name: 1, nested: { bio: [[["\u0000"]]] } }).errors).toEqual({
      "nested.bio.0.0.0": "Text must not contain NUL characters",
    });
  });
});
