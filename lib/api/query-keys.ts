// SWR keys shared by hooks, server-rendered fallbacks and mutations.
export const CURRENT_USER_KEY = "/api/auth/user";
export const UNREAD_COUNT_KEY = "/api/messages/unread/count";
// the header reads the X-Pending-Count of one pending report rather than counting a page of them
export const PENDING_REPORTS_KEY = "/api/moderation/reports?status=pending&limit=1";
export const MESSAGES_KEY = "/api/messages";
