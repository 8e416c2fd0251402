import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { withRoute } from "@/lib/api/with-route";
import description from "@/docs/openapi.json";

// GET /api/openapi.json: the OpenAPI 3.1 description of every call (docs/openapi.json, written by `npm run openapi`
// from the zod schemas the handlers validate with); the same for everyone
export const GET = withRoute({ auth: "public", cache: "public" }, async () => description);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
