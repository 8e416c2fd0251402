import type { z } from "zod";
import { badRequest, notFound, type FieldErrors } from "@/lib/errors";
import { idParam } from "@/lib/validation/fields";

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

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
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
