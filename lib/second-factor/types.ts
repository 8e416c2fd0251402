/** Settings' two-factor panel: whether the authenticator is on, and how many recovery codes are left unused. */
export type SecondFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

/** Setup's first answer: the secret as text (for those who cannot scan), its otpauth:// address and that as a QR. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** How sudo mode asks an account to confirm it is its owner: a second factor's code, or the password. */
export type SudoMethod = "code" | "password";
