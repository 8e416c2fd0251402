/** Settings' two-factor panel: whether the authenticator is on, and how many recovery codes are left unused. */
export type SecondFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

/** Setup's first answer: the secret as text (for those who cannot scan), its otpauth:// address and that as a QR. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/**
 * How sudo mode asks an account to confirm it is its owner: its authenticator's code, its passkey (an account whose
 * only factor is a passkey), or the password (an account without a factor). An account with both may use either.
 */
export type SudoMethod = "code" | "passkey" | "password";
