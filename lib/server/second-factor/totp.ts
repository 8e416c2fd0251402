import "server-only";
import { Secret, TOTP } from "otpauth";

const ISSUER = "People's Verdict";
/** seconds per code */
const TOTP_PERIOD = 30;

/** The account's authenticator entry: SHA-1, 6 digits, 30 s (what every authenticator app reads). */
export const totpFor = (username: string, base32: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(base32),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step of a code that matches now or one step either side (a clock a little off), or null. The caller
 * records the step so the same code is never accepted twice.
 */
export function matchingStep(username: string, base32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(username, base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}
