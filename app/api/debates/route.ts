import { json, withRoute } from "@/lib/api/with-route";
import { createDebate } from "@/lib/server/debates/create-debate";
import { listDebates } from "@/lib/server/debates/list-debates";
import { createDebateSchema, debateListQuerySchema } from "@/lib/validation/debates";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/debates: open debates (search, category, sort, limit, cursor; X-Next-Cursor, X-Total-Count when searching)
export const GET = withRoute(
  { auth: "public", cache: "public", query: debateListQuerySchema },
  async ({ query, setHeader }) => {
    const page = await listDebates("open", query, { count: true });
    if (page.nextCursor) setHeader("X-Next-Cursor", page.nextCursor);
    if (page.found !== undefined) setHeader("X-Total-Count", String(page.found));
    return page.items;
  },
);

// POST /api/debates: create a debate (verified member; closes 7 days after creation)
export const POST = withRoute({ auth: "user", body: createDebateSchema }, async ({ actor, body }) =>
  json(await createDebate(actor, body), 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
