import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { emailTakedownNotice } from "@/lib/server/moderation/takedown-notice";
import { withRoute } from "@/lib/api/with-route";
import { deleteComment } from "@/lib/server/comments/delete-comment";
import { updateComment } from "@/lib/server/comments/update-comment";
import { commentSchema } from "@/lib/validation/comments";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const commentId = (raw: string | undefined) => parseRouteId(raw, "Comment not found");

// PATCH /api/comments/{id}: the author edits their comment
export const PATCH = withRoute({ auth: "pv_plus", body: commentSchema }, async ({ actor, params, body }) =>
  updateComment(actor, commentId(params.id), body),
);

// DELETE /api/comments/{id}: the author or staff delete a comment ('[deleted]' while it has replies); staff deleting
// someone else's is a takedown (recorded, the author told: the email after the answer)
export const DELETE = withRoute({ auth: "user" }, async ({ actor, params }) => {
  const { notice, ...answer } = await deleteComment(actor, commentId(params.id));
  if (notice) after(() => emailTakedownNotice(notice));
  return answer;
});

export const { GET, POST, PUT } = methodNotAllowed("PATCH", "DELETE");
