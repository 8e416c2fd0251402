import { after } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { json, withRoute } from "@/lib/api/with-route";
import { emailReplyNotice } from "@/lib/server/comments/email-reply-notice";
import { replyToComment } from "@/lib/server/comments/reply-to-comment";
import { replySchema } from "@/lib/validation/comments";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/comments/{id}/reply: a PV+ member's reply; the parent's author gets an inbox message, then an email
export const POST = withRoute({ auth: "pv_plus", body: replySchema }, async ({ actor, params, body, ip }) => {
  const { reply, notice } = await replyToComment(actor, parseRouteId(params.id, "Comment not found"), body, ip);
  if (notice) after(() => emailReplyNotice(notice));
  return json(reply, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
