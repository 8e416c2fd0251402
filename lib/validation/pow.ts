import "./zod-config";
import { z } from "zod";

/** The most characters a register call's `altcha` may have (a solved challenge is about 700). */
export const POW_PAYLOAD_MAX = 4_000;

/**
 * A solved challenge as the altcha widget sends it, decoded from base64 JSON: the challenge as the server signed it,
 * and the solution. Its contents are checked by altcha-lib's verifySolution; this only checks its shape.
 */
export const powPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().max(64), expiresAt: z.number().int().positive() }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});
