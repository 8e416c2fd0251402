import { withRoute } from "@/lib/api/with-route";
import { listFeaturedDebates } from "@/lib/server/debates/list-featured-debates";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates/featured: featured debates, newest first
export const GET = withRoute({ auth: "public", cache: "public" }, async () => listFeaturedDebates());

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
