import type { ServerResponse } from "node:http";

/**
 * The document Next serves when a page or layout calls notFound() before its first byte (app/debate/[id]/layout.tsx,
 * app/users/[id]/layout.tsx): not the root layout, whose <html> says lang="en", but Next's own error shell (the
 * browser then renders app/not-found.tsx into it), whose <html> has no lang (vercel/next.js#97514). Only its opening
 * tag is looked for, in the answer's first bytes.
 */
const SHELL = '<html id="__next_error__">';
const SHELL_WITH_LANG = Buffer.from('<html id="__next_error__" lang="en">');
/** The doctype and the tag come first; a few bytes more than that is all that is looked at. */
const LOOK_WITHIN = 64;

type Write = ServerResponse["write"];

/** The first bytes with lang="en" put on the error shell's <html>, or null when they are not the shell's. */
export function withLang(chunk: Buffer): Buffer | null {
  const at = chunk.subarray(0, LOOK_WITHIN).indexOf(SHELL);
  if (at < 0) return null;
  return Buffer.concat([chunk.subarray(0, at), SHELL_WITH_LANG, chunk.subarray(at + SHELL.length)]);
}

/**
 * Puts lang="en" on the <html> of a 404 page that Next renders as its error shell (WCAG 3.1.1; the Nu HTML Checker and
 * axe ask for it), under a Node server (lib/server-edge.ts), before any compression: Next's router wraps `res.write`
 * with gzip or brotli after the edge has run, so `write` becomes an accessor here, and each function put on it (the
 * compressor's) is called through a wrapper that sees the first chunk of the page as Next wrote it. Every other
 * answer, and every chunk after the first, passes through untouched.
 */
export function langOnErrorShell(res: ServerResponse): void {
  let looked = false;
  const firstChunk = (chunk: unknown): unknown => {
    if (looked || chunk === undefined || chunk === null || typeof chunk === "function") return chunk;
    if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) return chunk;
    if (chunk.length === 0) return chunk;
    looked = true;
    if (res.statusCode !== 404 || res.hasHeader("content-length")) return chunk;
    if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return chunk;
    return withLang(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk)) ?? chunk;
  };
  const through = (inner: Write): Write =>
    function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      return (inner as (...args: unknown[]) => boolean).call(this, firstChunk(chunk), ...rest);
    } as Write;
  let current: Write = through(res.write);
  Object.defineProperty(res, "write", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (next: Write) => {
      current = through(next);
    },
  });
}
