// What a person types or pastes as a second factor's code: isomorphic, for the form and the server.

/** Spaces, dashes and case do not count: '123 456', '123-456' and 'ABCDE-FGHIJ' are read as typed without them. */
export const normalizeCode = (raw: string) => raw.replace(/[\s-]/g, "").toLowerCase();

/** Six digits: an authenticator's code; anything else is read as a recovery code. */
export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);

/** Recovery codes are ten letters and digits (no 0/o, 1/l/i), shown as two groups of five. */
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;
