import "./zod-config";
import { z } from "zod";
import { emailField, passwordField, usernameField } from "./fields";
import { authenticationResponseSchema } from "./passkeys";
import { POW_PAYLOAD_MAX } from "./pow";
import { NOT_YOUR_USERNAME } from "@/lib/accounts/deletion-rule";

// One schema per form; the handler validates the same object (document 2, section 5).
const PASSWORDS_DONT_MATCH = "Passwords don't match";
const TOO_LONG = "Password must be at most 128 characters";
const MAX_PASSWORD = 128;

/** A required string whose missing and empty cases share one message. */
const required = (message: string) => z.string({ error: message });

const token = required("Token is required").trim().min(1, "Token is required").max(256, "Invalid token");
const confirmation = required(PASSWORDS_DONT_MATCH).max(MAX_PASSWORD, PASSWORDS_DONT_MATCH);

export const loginSchema = z.object({
  emailOrUsername: required("Email or username is required")
    .trim()
    .min(1, "Email or username is required")
    .max(254, "Invalid email or username"),
  password: required("Password is required").min(1, "Password is required").max(MAX_PASSWORD, TOO_LONG),
  rememberMe: z.boolean().optional(),
});

// where sign-in started (the verification link carries it when it is a same-site path: lib/safe-redirect.ts)
const from = z.string().max(2048).optional();

export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmation,
    from,
    // the solved proof-of-work challenge (base64 JSON, the altcha widget's own field); its absence is answered with
    // the code CHALLENGE_REQUIRED by the handler, not as a field error: docs/decisions/0016-proof-of-work.md
    altcha: z.string().max(POW_PAYLOAD_MAX).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });

export const emailSchema = z.object({ email: emailField });
/** @alias the forgot-password form and call */
export const forgotPasswordSchema = emailSchema;
export const resendVerificationSchema = z.object({ email: emailField, from });
/** @alias the unsubscribe form and call */
export const unsubscribeSchema = emailSchema;

export const tokenSchema = z.object({ token });

export const resetPasswordSchema = z
  .object({ token, password: passwordField, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });

export const changePasswordSchema = z
  .object({
    currentPassword: required("Current password is required")
      .min(1, "Current password is required")
      .max(MAX_PASSWORD, TOO_LONG),
    newPassword: passwordField,
    confirmPassword: confirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });

/** 'Delete my account' (DELETE /api/users/me): the current password and the username typed out. */
/** 'Delete my account': the username typed out, and the current password or (instead) one of the account's passkeys. */
export const deleteAccountSchema = z
  .object({
    password: z.string().max(MAX_PASSWORD, TOO_LONG).optional(),
    passkey: authenticationResponseSchema.optional(),
    confirmUsername: required("Type your username to confirm")
      .trim()
      .min(1, "Type your username to confirm")
      .max(64, NOT_YOUR_USERNAME),
  })
  // checked beside the other fields' own errors (not only once they pass), so a form that sent nothing hears of both
  .refine((input) => Boolean(input?.passkey || input?.password), {
    path: ["password"],
    message: "Password is required",
    when: () => true,
  });

export const requestUsernameChangeSchema = z.object({ newUsername: usernameField });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type EmailInput = z.infer<typeof emailSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type RequestUsernameChangeInput = z.infer<typeof requestUsernameChangeSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
