// SWR keys of the debate calls, shared by hooks, server-rendered fallbacks and mutations.
export const HOT_DEBATE_KEY = "/api/debates/hot";
export const FEATURED_DEBATES_KEY = "/api/debates/featured";
export const CATEGORIES_KEY = "/api/categories";
export const debateKey = (id: number) => `/api/debates/${id}`;
export const voteStatusKey = (id: number) => `/api/votes/${id}/user`;
