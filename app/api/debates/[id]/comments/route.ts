import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { createComment } from "@/lib/server/comments/create-comment";
import { listComments } from "@/lib/server/comments/list-comments";
import { commentListQuery, commentSchema } from "@/lib/validation/comments";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const debateId = (raw: string | undefined) => parseRouteId(raw, "Debate not found");

// GET /api/debates/{id}/comments: the comment tree, paged by top-level comment (limit, before; X-Next-Cursor,
// X-Total-Count); bodies only for PV+ access, everyone else gets the count and an empty list
export const GET = withRoute(
  { auth: "optional", cache: "public", query: commentListQuery },
  async ({ actor, params, query, setHeader }) => {
    const page = await listComments(actor, debateId(params.id), query);
    setHeader("X-Total-Count", String(page.total));
    if (page.nextCursor) setHeader("X-Next-Cursor", page.nextCursor);
    return json(page.items);
  },
);

// POST /api/debates/{id}/comments: a PV+ member's top-level comment
export const POST = withRoute({ auth: "pv_plus", body: commentSchema }, async ({ actor, params, body, ip }) =>
  json(await createComment(actor, debateId(params.id), body, ip), 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
