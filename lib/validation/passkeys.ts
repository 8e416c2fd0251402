import "./zod-config";
import { z } from "zod";

// The passkey calls' bodies (docs/decisions/0025-passkeys.md). The browser's WebAuthn answers are checked here only
// for shape and size; @simplewebauthn/server checks what they say.
const NAME_MAX = 60;
const B64URL = /^[A-Za-z0-9_-]*$/;
const b64url = (max: number) => z.string().max(max).regex(B64URL, "Invalid passkey response");

export const passkeyNameField = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

const credentialBase = {
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    attestationObject: b64url(16384).min(1),
    authenticatorData: b64url(16384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(16384).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    authenticatorData: b64url(16384).min(1),
    signature: b64url(2048).min(1),
    userHandle: b64url(256).optional(),
  }),
});

/** POST /api/auth/passkeys: the browser's answer to the registration options, and the name its owner gives it. */
export const addPasskeySchema = z.object({ name: passkeyNameField, response: registrationResponseSchema });
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** PATCH /api/auth/passkeys/{id} */
export const renamePasskeySchema = z.object({ name: passkeyNameField });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

/** POST /api/auth/passkeys/sign-in: the browser's answer to the sign-in options. */
export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  rememberMe: z.boolean().optional(),
});
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** POST /api/auth/passkeys/confirm: the browser's answer to the confirmation options (sudo mode). */
export const passkeyConfirmSchema = z.object({ response: authenticationResponseSchema });
export type PasskeyConfirmInput = z.infer<typeof passkeyConfirmSchema>;
