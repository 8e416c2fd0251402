// Passkeys: adding, naming and removing one's own, and signing in with one alone (docs/decisions/0025-passkeys.md).
import { z } from "zod";
import {
  addPasskeySchema,
  authenticationResponseSchema,
  passkeyConfirmSchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from "@/lib/validation/passkeys";
import type { Operation } from "./operation";
import { accountUser, instant } from "./shapes";

const passkey = z
  .object({
    id: z.number().int().meta({ description: "names the passkey here (not its credential id)" }),
    name: z.string(),
    deviceType: z
      .enum(["singleDevice", "multiDevice"])
      .meta({ description: "multiDevice: synced by its provider; singleDevice: bound to one authenticator" }),
    backedUp: z.boolean(),
    createdAt: instant,
    lastUsedAt: instant.nullable().describe("its latest sign-in; null until it signs in"),
  })
  .meta({ id: "AccountPasskey" });

const withPasskey = (description: string) => ({
  200: { description, schema: z.object({ message: z.string(), passkey }) },
});

// WebAuthn's own option objects (PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON), as
// @simplewebauthn/server writes them: the fields a client reads are named, the rest pass through
const creationOptions = z.looseObject({
  challenge: z.string().meta({ description: "base64url; single use, answered within 5 minutes" }),
  rp: z.looseObject({ id: z.string(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.string(), alg: z.number() })),
  excludeCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
});
const requestOptions = z.looseObject({
  challenge: z.string().meta({ description: "base64url; single use, answered within 5 minutes" }),
  rpId: z.string().optional(),
  userVerification: z.string().optional(),
});

export const passkeyOperations: Operation[] = [
  {
    method: "get",
    path: "/api/auth/passkeys",
    summary: "The caller's own passkeys: name, created, last used; newest first",
    auth: "user",
    responses: { 200: { description: "the passkeys", schema: z.array(passkey) } },
  },
  {
    method: "post",
    path: "/api/auth/passkeys/register-options",
    summary: "Options for navigator.credentials.create() to add a passkey to the caller's account",
    description: "A discoverable credential with user verification; the account's own passkeys are excluded.",
    auth: "user",
    responses: { 200: { description: "the creation options", schema: creationOptions } },
  },
  {
    method: "post",
    path: "/api/auth/passkeys",
    summary: "Add a passkey: the browser's answer to the registration options, and its name",
    description:
      "The options' challenge is spent by this call whatever its outcome; an expired, used or unknown one, or an " +
      "answer that does not verify, is a 400. A credential already registered is a 409.",
    auth: "user",
    body: addPasskeySchema,
    errors: ["BAD_REQUEST", "CONFLICT"],
    responses: withPasskey("added"),
  },
  {
    method: "patch",
    path: "/api/auth/passkeys/{id}",
    summary: "Rename one of the caller's own passkeys",
    description: "Another account's passkey answers 404, as a missing one does.",
    auth: "user",
    body: renamePasskeySchema,
    errors: ["NOT_FOUND"],
    responses: withPasskey("renamed"),
  },
  {
    method: "delete",
    path: "/api/auth/passkeys/{id}",
    summary: "Remove one of the caller's own passkeys: it signs in no more",
    description: "Another account's passkey answers 404, as a missing one does.",
    auth: "user",
    allowSuspended: true,
    errors: ["NOT_FOUND"],
    responses: { 200: { description: "removed", schema: z.object({ message: z.string() }) } },
  },
  {
    method: "post",
    path: "/api/auth/passkeys/confirm-options",
    summary: "Options for navigator.credentials.get() to confirm it's the signed-in owner (sudo mode)",
    description:
      "Only the caller's own passkeys are allowed, and the single-use challenge (5 minutes) is bound to the account: " +
      "it cannot sign anyone in. An account without a passkey is a 409.",
    auth: "user",
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: { 200: { description: "the request options", schema: requestOptions } },
  },
  {
    method: "post",
    path: "/api/auth/passkeys/confirm",
    summary: "Confirm it's you with a passkey: sudo mode for 15 minutes on this session",
    description:
      "The browser's answer to the confirmation options, signed by one of the caller's own passkeys; then the call " +
      "that answered SUDO_REQUIRED can be sent again. The challenge is spent whatever the outcome; an expired, used " +
      "or another account's answer is a 400.",
    auth: "user",
    body: passkeyConfirmSchema,
    errors: ["BAD_REQUEST", "RATE_LIMITED"],
    responses: {
      200: {
        description: "confirmed",
        schema: z.object({ message: z.string(), method: z.literal("passkey") }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/passkeys/sign-in-options",
    summary: "Options for navigator.credentials.get() to sign in with a passkey alone (also the browser's autofill)",
    auth: "public",
    errors: ["RATE_LIMITED"],
    responses: { 200: { description: "the request options", schema: requestOptions } },
  },
  {
    method: "post",
    path: "/api/auth/passkeys/sign-in",
    summary: "Sign in with a passkey: the browser's answer to the sign-in options; opens a session",
    description:
      "Counts as two factors. The answer sets the session cookie (30 days with rememberMe). The challenge is spent " +
      "whatever the outcome (an expired or used one is a 400); a passkey that is not registered or does not verify " +
      `is a 401; banned, suspended and unverified accounts are refused as at the password login. The response's ` +
      `shape: ${Object.keys(authenticationResponseSchema.shape).join(", ")}.`,
    auth: "public",
    body: passkeySignInSchema,
    errors: ["BAD_REQUEST", "INVALID_CREDENTIALS", "EMAIL_NOT_VERIFIED", "SUSPENDED", "FORBIDDEN", "RATE_LIMITED"],
    responses: {
      200: { description: "signed in", schema: z.object({ message: z.string(), user: accountUser }) },
    },
  },
];
