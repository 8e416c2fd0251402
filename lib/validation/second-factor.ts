import "./zod-config";
import { z } from "zod";

// The second factor's forms (docs/decisions/0024-second-factor.md); the handlers validate the same objects.
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
const NOT_A_CODE = "That is not a code from your authenticator app or a recovery code";
const PASSWORD_OR_CODE = "Enter your password or a code from your authenticator app";

// a pasted code keeps its spaces and dashes: the server reads it without them (lib/second-factor/codes.ts)
const code = z.string({ error: CODE_REQUIRED }).trim().min(1, CODE_REQUIRED).max(32, NOT_A_CODE);

/** A code: the sign-in's second step, confirming setup. */
export const secondFactorCodeSchema = z.object({ code });

/** The password or a code: turning the factor off, new recovery codes, sudo mode (whichever the account has). */
export const confirmIdentitySchema = z
  .object({
    code: z.string().trim().max(32, NOT_A_CODE).optional(),
    password: z.string().max(128, "Password must be at most 128 characters").optional(),
  })
  .refine((v) => Boolean(v.code || v.password), { message: PASSWORD_OR_CODE, path: ["password"] });

export type ConfirmIdentityInput = z.infer<typeof confirmIdentitySchema>;
