import "server-only";

/**
 * The WebAuthn user handle of an account: its id as text, the same for every passkey of the account (so a
 * passkey provider keeps one entry per account). No email or name is in it.
 */
export const userHandle = (userId: number) => new TextEncoder().encode(`pv-user-${userId}`);
