import type { z } from "zod";
import { AppError, badRequest, notFound, payloadTooLarge, type FieldErrors } from "@/lib/errors";
import { idParam, NUL_MESSAGE } from "@/lib/validation/fields";

/** The largest request body any route reads, in bytes: past it the answer is 413. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The longest a route waits for a request's whole body, in milliseconds: past it the answer is 408, so a client that
 * trickles its body cannot hold a connection and a request's memory for long. (The time a client takes to send its
 * headers is the server's or the host's to cap: docs/deploy.md.)
 */
const BODY_TIMEOUT_MS = 10_000;
const bodyTooSlow = () => new AppError("REQUEST_TIMEOUT", "The request body took too long to arrive");

/** The next chunk, or a 408 once the deadline has passed. */
async function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(bodyTooSlow()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([reader.read(), late]);
  } catch (error) {
    if (error instanceof AppError && error.code === "REQUEST_TIMEOUT") void reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A declared Content-Length over the limit: refused before a byte of the body is read. */
function declaresTooLarge(contentLength: string | null | undefined, limit = MAX_BODY_BYTES): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The body as text, read chunk by chunk and abandoned at the limit (413): a 100 MB upload costs at most the limit
 * and a chunk of memory, however it is sent (with a Content-Length, chunked, or lying about its length). A body
 * still arriving after BODY_TIMEOUT_MS is abandoned too (408).
 */
async function readBodyText(req: Request, limit = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS): Promise<string> {
  if (declaresTooLarge(req.headers.get("content-length"), limit)) throw payloadTooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const deadline = Date.now() + timeoutMs;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readBefore(reader, deadline).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // the client closed the socket mid-body or sent a broken chunk (ECONNRESET 'aborted'): its fault, never a
      // database outage (lib/database-errors.ts); if the socket is gone nobody reads the answer
      throw badRequest("The request body was cut short");
    });
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
function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** How deep a request's JSON may nest: every route's input is a flat object, a list of strings at most. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = "Request body is nested too deeply";

/**
 * The paths of every string in a JSON value that holds U+0000, which PostgreSQL cannot store; a value nested past
 * MAX_JSON_DEPTH is a 400. A loop over a stack, not recursion: no body can drive the call stack.
 */
function nulPaths(root: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(path.length ? path.join(".") : "_");
    } else if (value !== null && typeof value === "object") {
      if (path.length >= MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MESSAGE);
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes("\u0000")) found.push(path.concat(key).join("."));
      // pushed last to first, so fields are visited in their order
      for (const [key, v] of entries.reverse()) stack.push({ value: v, path: path.concat(key) });
    }
  }
  return found;
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

export const parseUserId = (raw: string | undefined): number => parseRouteId(raw, "User not found");

export const parseMessageId = (raw: string | undefined): number => parseRouteId(raw, "Message not found");
