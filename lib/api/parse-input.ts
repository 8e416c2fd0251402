import type { z } from "zod";
import { badRequest, notFound, payloadTooLarge, type FieldErrors } from "@/lib/errors";
import { idParam, NUL_MESSAGE } from "@/lib/validation/fields";

/** The largest request body any route reads, in bytes: past it the answer is 413 (lib/serve/direct-api-routes.ts too). */
export const MAX_BODY_BYTES = 64 * 1024;

/** A declared Content-Length over the limit: refused before a byte of the body is read. */
export function declaresTooLarge(contentLength: string | null | undefined, limit = MAX_BODY_BYTES): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The body as text, read chunk by chunk and abandoned at the limit (413): a 100 MB upload costs at most the limit
 * and a chunk of memory, however it is sent (with a Content-Length, chunked, or lying about its length).
 */
export async function readBodyText(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (declaresTooLarge(req.headers.get("content-length"), limit)) throw payloadTooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // stop pulling: the rest of the upload is never read into memory
      void reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Field errors from a zod error, first message per field; the same messages the form shows. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The paths of every string in a JSON value that holds U+0000, which PostgreSQL cannot store. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path.length ? path.join(".") : "_"] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => [...(key.includes("\u0000") ? [path.concat(key).join(".")] : []), ...nulPaths(v, path.concat(key))]);
}

/**
 * Parses input with its schema. Any string with a NUL character, in any field present or to come, is a 400 with a
 * field error before the schema runs (one rule for every route; the schemas' plainText says the same).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = nulPaths(value);
  if (nul.length) throw badRequest(NUL_MESSAGE, Object.fromEntries(nul.map((p) => [p, NUL_MESSAGE])));
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(result.error.issues[0]?.message ?? "Invalid input", errors);
}

export async function parseBody<S extends z.ZodType>(schema: S, req: Request): Promise<z.infer<S>> {
  const text = await readBodyText(req);
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest("Malformed JSON body");
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  return validate(schema, value);
}

export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): z.infer<S> {
  return validate(schema, Object.fromEntries(params.entries()));
}

/** A route's raw id parameter; anything that is not a valid id is a thing that does not exist (404). */
export function parseRouteId(raw: string | undefined, notFoundMessage: string): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}
