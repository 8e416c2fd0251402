/** The query /reset-password without a token sends the visitor to /login with (invalid-reset-notice.tsx says why). */
export const INVALID_RESET = { param: "reset", value: "invalid" } as const;
