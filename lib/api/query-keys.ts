// SWR keys shared by hooks, server-rendered fallbacks and mutations.
export const CURRENT_USER_KEY = "/api/auth/user";
export const UNREAD_COUNT_KEY = "/api/messages/unread/count";
export const PENDING_REPORTS_KEY = "/api/moderation/reports?status=pending";
export const MESSAGES_KEY = "/api/messages";
