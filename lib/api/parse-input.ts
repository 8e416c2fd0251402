import type { z } from "zod";
import { badRequest, notFound, type FieldErrors } from "@/lib/errors";
import { idParam, NUL_MESSAGE } from "@/lib/validation/fields";

const MAX_BODY_BYTES = 64 * 1024;

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
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest("Request body is too large");
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
