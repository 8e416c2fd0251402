import { parseMessageId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { markMessageRead } from "@/lib/server/messages/mark-message-read";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// PATCH /api/messages/{id}/read: marks the message read for the caller
export const PATCH = withRoute({ auth: "user" }, async ({ actor, params }) =>
  markMessageRead(actor, parseMessageId(params.id)),
);

export const { GET, POST, PUT, DELETE } = methodNotAllowed("PATCH");
