import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { referenceHtml } from "@/lib/api/openapi/reference-html";
import { withRoute } from "@/lib/api/with-route";
import description from "@/docs/openapi.json";

let page: string | undefined;

// GET /api/docs: the description as a page to read, rendered here (no script, nothing from another origin)
export const GET = withRoute({ auth: "public", cache: "public" }, async () => {
  page ??= referenceHtml(description);
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
