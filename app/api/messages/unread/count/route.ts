import { withRoute } from "@/lib/api/with-route";
import { countUnreadMessages } from "@/lib/server/messages/count-unread-messages";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/messages/unread/count: { count } of the signed-in user's unread messages
export const GET = withRoute({ auth: "user" }, async ({ actor }) => countUnreadMessages(actor));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
