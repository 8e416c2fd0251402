import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { withRoute } from "@/lib/api/with-route";
import { getTransparency } from "@/lib/server/transparency/get-transparency";
import { transparencyQuery } from "@/lib/validation/transparency";

// GET /api/transparency: the monthly moderation figures and a page of the public log (?cursor= for the next page)
export const GET = withRoute({ auth: "public", cache: "public", query: transparencyQuery }, async ({ query }) =>
  getTransparency(query),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
