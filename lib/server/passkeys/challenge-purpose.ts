/** What a WebAuthn challenge was issued for: adding a passkey to the signed-in account, or signing in with one. */
export type ChallengePurpose = "register" | "sign-in";

/** How long a challenge may be answered: long enough to find the phone, short enough that a stolen one is stale. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
