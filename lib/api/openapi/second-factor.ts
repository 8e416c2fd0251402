// The second factor: an authenticator (TOTP) with recovery codes, sign-in's second step, sudo mode
// (docs/decisions/0024-second-factor.md).
import { z } from "zod";
import { confirmIdentitySchema, secondFactorCodeSchema } from "@/lib/validation/second-factor";
import type { Operation } from "./operation";
import { accountUser } from "./shapes";

const recoveryCodes = z
  .array(z.string())
  .length(10)
  .meta({ description: "ten single-use recovery codes, shown this once (only their hashes are kept)" });

export const secondFactorOperations: Operation[] = [
  {
    method: "get",
    path: "/api/auth/second-factor",
    summary: "The caller's own second factor: on or off, and the recovery codes left",
    auth: "user",
    responses: {
      200: {
        description: "the factor",
        schema: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/second-factor",
    summary: "Start setting up an authenticator app: a new secret, pending until a code confirms it",
    description: "The only answer that ever holds the secret; starting again replaces a pending one.",
    auth: "user",
    errors: ["CONFLICT"],
    responses: {
      200: {
        description: "the secret as text (groups of four), its otpauth:// address, and that address as an SVG QR code",
        schema: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
      },
    },
  },
  {
    method: "delete",
    path: "/api/auth/second-factor",
    summary: "Turn the second factor off, with the password or a code",
    auth: "user",
    body: confirmIdentitySchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: { 200: { description: "off", schema: z.object({ message: z.string() }) } },
  },
  {
    method: "post",
    path: "/api/auth/second-factor/confirm",
    summary: "Turn the pending authenticator on with a code from it; answers the recovery codes",
    auth: "user",
    body: secondFactorCodeSchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: { 200: { description: "on", schema: z.object({ message: z.string(), recoveryCodes }) } },
  },
  {
    method: "post",
    path: "/api/auth/second-factor/recovery-codes",
    summary: "Ten new recovery codes in place of the old ones, with the password or a code",
    auth: "user",
    body: confirmIdentitySchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: { 200: { description: "the new codes", schema: z.object({ message: z.string(), recoveryCodes }) } },
  },
  {
    method: "post",
    path: "/api/auth/login/second-factor",
    summary: "Sign-in's second step: an authenticator's code or an unused recovery code; opens the session",
    description:
      "For the account whose password POST /api/auth/login took within the last five minutes (its short-lived " +
      "cookie). Wrong codes count per account and per address and network, as passwords do.",
    auth: "public",
    body: secondFactorCodeSchema,
    errors: ["AUTH_REQUIRED", "INVALID_CREDENTIALS", "EMAIL_NOT_VERIFIED", "SUSPENDED", "RATE_LIMITED"],
    responses: {
      200: {
        description: "signed in; `usedRecoveryCode` when a recovery code was spent",
        schema: z.object({ message: z.string(), user: accountUser, usedRecoveryCode: z.boolean() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/sudo",
    summary: "Sudo mode for 15 minutes: a code (an account with a second factor) or the password (one without)",
    description: "Answer a SUDO_REQUIRED refusal with this, then send the refused call again.",
    auth: "user",
    body: confirmIdentitySchema,
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "confirmed; `method` says which check passed",
        schema: z.object({ message: z.string(), method: z.enum(["code", "password"]) }),
      },
    },
  },
];
