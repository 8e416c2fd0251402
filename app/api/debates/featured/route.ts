import { withRoute } from "@/lib/api/with-route";
import { listFeaturedDebates } from "@/lib/server/debates/list-featured-debates";

// GET /api/debates/featured: featured debates, newest first
export const GET = withRoute({ auth: "public" }, async () => listFeaturedDebates());
