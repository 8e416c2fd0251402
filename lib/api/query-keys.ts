// Every query key, in one place: the GET path a hook reads, a server-rendered fallback fills and a mutation
// revalidates, so the three always name the same cache entry.
export const CURRENT_USER_KEY = "/api/auth/user";
export const UNREAD_COUNT_KEY = "/api/messages/unread/count";
export const MESSAGES_KEY = "/api/messages";
// the header reads the X-Pending-Count of one pending report rather than counting a page of them
export const PENDING_REPORTS_KEY = "/api/moderation/reports?status=pending&limit=1";

export const HOT_DEBATE_KEY = "/api/debates/hot";
export const FEATURED_DEBATES_KEY = "/api/debates/featured";
export const CATEGORIES_KEY = "/api/categories";
export const debateKey = (id: number) => `/api/debates/${id}`;
export const turnoutKey = (id: number) => `/api/debates/${id}/turnout`;
export const voteStatusKey = (id: number) => `/api/votes/${id}/user`;
export const userCardKey = (userId: number) => `/api/users/${userId}`;

export const ADMIN_CATEGORIES_KEY = "/api/admin/categories";
export const ANALYTICS_KEY = "/api/admin/analytics";
export const SIGNALS_KEY = "/api/moderation/signals";
export type UserDetailKind = "activity" | "username-history" | "punishment-history";
export const adminUserDetailKey = (userId: number, kind: UserDetailKind) => `/api/admin/users/${userId}/${kind}`;

// the staff lists are paged by cursor: every page's key starts with its list's path (useStaffList, refreshStaffLists)
export const ADMIN_USERS_PATH = "/api/admin/users";
export const REPORTS_PATH = "/api/moderation/reports";
export const ACTIONS_PATH = "/api/moderation/actions";
export const APPEALS_PATH = "/api/moderation/appeals";

/** settings' list of the account's own sessions */
export const SESSIONS_KEY = "/api/auth/sessions";
/** settings' own second factor (its status, never the secret) */
export const SECOND_FACTOR_KEY = "/api/auth/second-factor";
