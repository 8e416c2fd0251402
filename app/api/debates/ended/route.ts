import { withRoute } from "@/lib/api/with-route";
import { countDebates } from "@/lib/server/debates/count-debates";
import { listDebates } from "@/lib/server/debates/list-debates";
import { debateListQuerySchema } from "@/lib/validation/debates";

// GET /api/debates/ended: past debates, latest end first unless sorted otherwise (same filters and paging)
export const GET = withRoute({ auth: "optional", query: debateListQuerySchema }, async ({ query, setHeader }) => {
  const [page, found] = await Promise.all([
    listDebates("ended", query),
    query.search && !query.cursor ? countDebates("ended", query) : undefined,
  ]);
  if (page.nextCursor) setHeader("X-Next-Cursor", page.nextCursor);
  if (found !== undefined) setHeader("X-Total-Count", String(found));
  return page.items;
});
