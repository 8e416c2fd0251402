import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { langOnErrorShell, withLang } from "./error-shell-lang";

// Issue 34 item 9: a page whose layout calls notFound() is served as Next's error shell, <html id="__next_error__">,
// with no lang. Here a plain Node server stands in for Next's router, which wraps the response with the same
// compression middleware after the edge has run (tests/e2e/bad-paths.spec.ts asks the built app).
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware;

const SHELL_HEAD = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/>';
const WITH_LANG = '<!DOCTYPE html><html id="__next_error__" lang="en"><head><meta charSet="utf-8"/>';
const REST = `<title>x</title></head><body><div hidden=""></div>${"<script>1</script>".repeat(200)}</body></html>`;

let server: Server;
let base: string;
beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) => {
    langOnErrorShell(res);
    compress(req, res, () => undefined);
    const url = new URL(req.url ?? "/", "http://x");
    res.statusCode = Number(url.searchParams.get("status") ?? 404);
    res.setHeader("Content-Type", url.searchParams.get("type") ?? "text/html; charset=utf-8");
    const head = url.searchParams.get("head") ?? SHELL_HEAD;
    // as Next streams a page: the document's first bytes, then the rest in later writes
    res.write(url.searchParams.get("as") === "string" ? head : Buffer.from(head));
    setTimeout(() => {
      res.write(Buffer.from(REST));
      res.write(Buffer.from(SHELL_HEAD)); // the same bytes later in the page are not the document's tag
      res.end();
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(query: string, gzip: boolean) {
  const res = await fetch(`${base}/?${query}`, { headers: { "accept-encoding": gzip ? "gzip" : "identity" } });
  const raw = Buffer.from(await res.arrayBuffer());
  // fetch decodes gzip itself: the header says whether it was sent compressed
  return { encoding: res.headers.get("content-encoding"), body: raw.toString() };
}

describe("lang on the error shell of a 404 page", () => {
  it("is put on the document's <html>, compressed or not, a string or bytes", async () => {
    for (const gzip of [false, true])
      for (const as of ["bytes", "string"]) {
        const { encoding, body } = await get(`as=${as}`, gzip);
        expect(encoding).toBe(gzip ? "gzip" : null);
        expect(body).toBe(WITH_LANG + REST + SHELL_HEAD);
      }
  });

  it("leaves every other answer as it was", async () => {
    const other = '<!DOCTYPE html><html lang="en"><head>';
    for (const [query, head] of [
      ["status=200", SHELL_HEAD],
      ["status=500", SHELL_HEAD],
      ["type=text/plain", SHELL_HEAD],
      [`head=${encodeURIComponent(other)}`, other],
    ])
      expect((await get(query, true)).body).toBe(head + REST + SHELL_HEAD);
  });

  it("looks only at the first bytes", () => {
    expect(withLang(Buffer.from(SHELL_HEAD))?.toString()).toBe(WITH_LANG);
    expect(withLang(Buffer.from(`${"x".repeat(80)}${SHELL_HEAD}`))).toBeNull();
  });
});
