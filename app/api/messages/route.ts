import { withRoute } from "@/lib/api/with-route";
import { listMessages } from "@/lib/server/messages/list-messages";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/messages: the signed-in user's inbox, newest first
export const GET = withRoute({ auth: "user" }, async ({ actor }) => listMessages(actor));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
