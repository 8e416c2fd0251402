// Edge-safe: proxy.ts imports this file only.
export const SESSION_COOKIE = "pv_session";
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const IDLE_SESSION_SECONDS = 24 * 60 * 60;
