import { withRoute } from "@/lib/api/with-route";
import { listDebates } from "@/lib/server/debates/list-debates";
import { debateListQuerySchema } from "@/lib/validation/debates";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates/ended: past debates, latest end first unless sorted otherwise (same filters and paging)
export const GET = withRoute(
  { auth: "public", cache: "public", query: debateListQuerySchema },
  async ({ query, setHeader }) => {
    const page = await listDebates("ended", query, { count: true });
    if (page.nextCursor) setHeader("X-Next-Cursor", page.nextCursor);
    if (page.found !== undefined) setHeader("X-Total-Count", String(page.found));
    return page.items;
  },
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
