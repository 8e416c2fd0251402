import "./zod-config";
import { z } from "zod";

// Field rules, each written once and composed into the form schemas (documents 1 and 2, section 5).
export const usernameField = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(20, "Username must be less than 20 characters")
  .regex(/^[A-Za-z0-9_]+$/, "Username can only contain letters, numbers, and underscores");

export const emailField = z.string().trim().max(254, "Invalid email address").email("Invalid email address");

export const passwordField = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters")
  .regex(
    /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  );

/** Only http(s) URLs are stored anywhere (decisions.md). */
export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .url(message)
    .refine((v) => /^https?:\/\//i.test(v), message);

/**
 * The largest id a row can have: ids are PostgreSQL int4 (serial). A larger number names no row, so it is refused
 * before it reaches a query (which would fail on it: a 500, not a 400 or 404).
 */
export const MAX_ID = 2_147_483_647;

/** Whether `n` can be a row's id: a whole number from 1 to MAX_ID. */
export const isId = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID;

export const idParam = z.coerce.number().int().min(1).max(MAX_ID);

export const NUL_MESSAGE = "Text must not contain NUL characters";

/** Free text: a string without NUL characters (PostgreSQL cannot store U+0000; it must be a 400, not a 500). */
export const plainText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).refine((v) => !v.includes("\u0000"), NUL_MESSAGE);
