import { withRoute } from "@/lib/api/with-route";
import { countUnreadMessages } from "@/lib/server/messages/count-unread-messages";

// GET /api/messages/unread/count: { count } of the signed-in user's unread messages
export const GET = withRoute({ auth: "user" }, async ({ actor }) => countUnreadMessages(actor));
