// npm run openapi: writes docs/openapi.json from the zod schemas (lib/api/openapi); commit it with the change.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { OPENAPI_FILE, openApiText } from "@/lib/api/openapi/file";

writeFileSync(path.join(process.cwd(), OPENAPI_FILE), openApiText());
console.log(`wrote ${OPENAPI_FILE}`);
