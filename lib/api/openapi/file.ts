import { buildOpenApiDocument } from "./document";

/** Where the generated description is committed, relative to the repository. */
export const OPENAPI_FILE = "docs/openapi.json";

/** The file's text: the document, two-space indented, one newline at the end. */
export const openApiText = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
