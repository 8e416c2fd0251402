import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPENAPI_FILE, openApiText } from "./file";

// Issue 29 item 2: the committed description is the generated one (like a migration: CI fails on drift).
describe("docs/openapi.json", () => {
  it("equals what `npm run openapi` generates from the schemas (run it and commit the file)", () => {
    const committed = readFileSync(path.join(process.cwd(), OPENAPI_FILE), "utf8");
    expect(committed === openApiText(), "docs/openapi.json is stale: run `npm run openapi`").toBe(true);
  });

  it("is OpenAPI 3.1 with every error body's codes from lib/errors.ts", () => {
    const doc = JSON.parse(openApiText());
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["session", "cronSecret"]);
    for (const [name, response] of Object.entries<{ content: Record<string, { schema: { allOf: unknown[] } }> }>(
      doc.components.responses,
    ))
      expect(JSON.stringify(response.content["application/json"].schema.allOf[1]), name).toContain(
        name.split("_or_")[0],
      );
  });
});
