import { TOTP } from "otpauth";

/** The authenticator's code for the key settings shows, `steps` periods from now (one step either side counts). */
export const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: key.replace(/\s/g, ""), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
