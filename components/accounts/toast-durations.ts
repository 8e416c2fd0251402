// Document 2, section 9: 8 s for verification-required and development-mode register, 15 s for the email-help
// prompt, 5 s otherwise.
export const TOAST_MS = { normal: 5000, long: 8000, help: 15000 } as const;
