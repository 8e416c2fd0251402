import { parseMessageId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { deleteMessage } from "@/lib/server/messages/delete-message";
import { getMessage } from "@/lib/server/messages/get-message";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/messages/{id}: one message of the caller's inbox (404 unless they are a participant)
export const GET = withRoute({ auth: "user" }, async ({ actor, params }) =>
  getMessage(actor, parseMessageId(params.id)),
);

// DELETE /api/messages/{id}: removes the message from the caller's inbox only
export const DELETE = withRoute({ auth: "user" }, async ({ actor, params }) =>
  deleteMessage(actor, parseMessageId(params.id)),
);

export const { POST, PUT, PATCH } = methodNotAllowed("GET", "DELETE");
