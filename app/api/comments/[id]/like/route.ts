import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { toggleCommentLike } from "@/lib/server/comments/toggle-comment-like";
import { likeSchema } from "@/lib/validation/comments";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/comments/{id}/like: like or dislike; the same choice again removes it
export const POST = withRoute({ auth: "pv_plus", body: likeSchema }, async ({ actor, params, body }) =>
  toggleCommentLike(actor, parseRouteId(params.id, "Comment not found"), body.isLike),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
