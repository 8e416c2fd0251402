import { json, withRoute } from "@/lib/api/with-route";
import { getHotDebate } from "@/lib/server/debates/get-hot-debate";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates/hot: 'Hot Right Now', or null (200) when no debate is open
export const GET = withRoute({ auth: "public", cache: "public" }, async () => json(await getHotDebate()));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
