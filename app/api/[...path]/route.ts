import { withRoute } from "@/lib/api/with-route";
import { notFound } from "@/lib/errors";

// Any other /api/ path: a JSON 404 through withRoute (its headers, its cross-site check), not the HTML not-found page.
const missing = withRoute({ auth: "public" }, async () => {
  throw notFound("Not found");
});

export const GET = missing;
export const POST = missing;
export const PUT = missing;
export const PATCH = missing;
export const DELETE = missing;
