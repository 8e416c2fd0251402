// Accounts: registration and its proof of work, sign-in and out, email, password and username changes, unsubscribing.
import { z } from "zod";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  requestUsernameChangeSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  tokenSchema,
  unsubscribeSchema,
} from "@/lib/validation/auth";
import type { Operation } from "./operation";
import { accountUser, message } from "./shapes";

const sentence = (description: string) => ({ 200: { description, schema: message } });

export const accountOperations: Operation[] = [
  {
    method: "get",
    path: "/api/auth/challenge",
    summary: "A proof-of-work challenge to solve before registering (never cached)",
    auth: "public",
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "the altcha challenge",
        schema: z.looseObject({ parameters: z.looseObject({}), signature: z.string() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/register",
    summary: "Create an account (a taken email answers the same; its owner is mailed instead)",
    auth: "public",
    body: registerSchema,
    errors: ["CHALLENGE_REQUIRED", "CHALLENGE_FAILED", "CONFLICT", "RATE_LIMITED"],
    responses: {
      201: {
        description: "created; verify the email to sign in",
        schema: z.looseObject({
          message: z.string(),
          developmentMode: z.boolean(),
          emailFailed: z.boolean(),
          developmentAutoVerify: z.boolean(),
        }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/login",
    summary: "Sign in with email or username and password; opens a session (30 days with rememberMe)",
    description: "The answer sets the session cookie.",
    auth: "public",
    body: loginSchema,
    errors: ["INVALID_CREDENTIALS", "EMAIL_NOT_VERIFIED", "SUSPENDED", "FORBIDDEN", "RATE_LIMITED"],
    responses: {
      200: {
        description:
          "signed in; or, for an account with a second factor, no session yet: `secondFactorRequired`, and POST " +
          "/api/auth/login/second-factor takes the code within five minutes",
        schema: z.union([
          z.object({ message: z.string(), user: accountUser }),
          z.object({ message: z.string(), secondFactorRequired: z.literal(true) }),
        ]),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "Sign out: revokes this session and clears the cookie",
    auth: "optional",
    allowSuspended: true,
    responses: sentence("signed out"),
  },
  {
    method: "get",
    path: "/api/auth/user",
    summary: "The signed-in user with roles",
    auth: "user",
    responses: { 200: { description: "the account", schema: accountUser } },
  },
  {
    method: "get",
    path: "/api/auth/verify-email",
    summary: "Use an email verification token",
    auth: "public",
    query: tokenSchema,
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "verified (alreadyVerified: true for an account verified before)",
        schema: z.object({ message: z.string(), alreadyVerified: z.literal(true).optional() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/resend-verification",
    summary: "A fresh verification link (the same answer for any address)",
    auth: "public",
    body: resendVerificationSchema,
    errors: ["RATE_LIMITED"],
    responses: sentence("sent, if such an account waits for one"),
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    summary: "Mail a password reset link (the same answer for any address)",
    auth: "public",
    body: forgotPasswordSchema,
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "sent, if such an account exists (resetToken in demo mode only)",
        schema: z.object({ message: z.string(), resetToken: z.string().optional() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Set a new password from a reset token; signs the user out everywhere",
    auth: "public",
    body: resetPasswordSchema,
    errors: ["RATE_LIMITED"],
    responses: sentence("changed"),
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    summary: "Check the current password and mail a token that confirms the new one",
    auth: "user",
    body: changePasswordSchema,
    errors: ["INVALID_CREDENTIALS", "RATE_LIMITED"],
    responses: sentence("a confirmation was mailed"),
  },
  {
    method: "post",
    path: "/api/auth/verify-password-change",
    summary: "Apply the new password of a token; signs the user out everywhere",
    description: "A refusal carries its message under `error` too.",
    auth: "public",
    body: tokenSchema,
    errors: ["RATE_LIMITED"],
    responses: sentence("changed"),
  },
  {
    method: "post",
    path: "/api/auth/request-username-change",
    summary: "Mail a token that confirms a new username",
    auth: "user",
    body: requestUsernameChangeSchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: sentence("a confirmation was mailed"),
  },
  {
    method: "post",
    path: "/api/auth/verify-username-change",
    summary: "Apply the pending username of a token (from any device)",
    auth: "public",
    body: tokenSchema,
    errors: ["CONFLICT", "RATE_LIMITED"],
    responses: {
      200: { description: "changed", schema: z.object({ message: z.string(), username: z.string() }) },
    },
  },
  {
    method: "post",
    path: "/api/auth/unsubscribe",
    summary: "Mail the address a one-click unsubscribe link (the same answer for any address)",
    auth: "public",
    body: unsubscribeSchema,
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "sent, if an account uses it",
        schema: z.object({ success: z.literal(true), message: z.string() }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/unsubscribe/one-click",
    summary: "RFC 8058 one-click unsubscribe (?u=ID&sig=HMAC): the mail provider posts it, from another site",
    description:
      "Outside withRoute: no session, no cross-site refusal, any body (not read). Only a link we mailed works.",
    auth: "public",
    wrapped: false,
    errors: ["BAD_REQUEST"],
    responses: {
      200: { description: "unsubscribed", schema: z.object({ success: z.literal(true), message: z.string() }) },
    },
  },
  {
    method: "get",
    path: "/api/auth/unsubscribe/one-click",
    summary: "A mail client without one-click support: sends the reader to the signed /unsubscribe page",
    auth: "public",
    wrapped: false,
    errors: ["BAD_REQUEST"],
    responses: {
      303: { description: "to /unsubscribe, whose one button unsubscribes", headers: { Location: "the page" } },
    },
  },
];
