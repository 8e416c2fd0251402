import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, staticBrotli } from "./static-brotli";

const SOURCE = `console.log(${JSON.stringify("x".repeat(5000))});`;
let dir: string;
let server: Server;
let port: number;

function get(url: string, encoding = "gzip, deflate, br") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request({ port, path: url, headers: { "accept-encoding": encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pv-static-"));
  mkdirSync(path.join(dir, "chunks"));
  writeFileSync(path.join(dir, "chunks", "app.js"), SOURCE);
  writeFileSync(path.join(dir, "chunks", "notes.txt"), "not served");
  writeFileSync(path.join(dir, "..", "secret.js"), "secret");
  const serve = staticBrotli(dir);
  server = createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(299).end("next"); // stands for Next's own answer
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(dir, "..", "secret.js"), { force: true });
});

describe("staticBrotli", () => {
  it("hands the first request to Next, makes the .br beside the file, then serves it as brotli", async () => {
    expect((await get("/_next/static/chunks/app.js")).status).toBe(299);
    await expect.poll(() => existsSync(path.join(dir, "chunks", "app.js.br"))).toBe(true);
    const res = await get("/_next/static/chunks/app.js?v=1");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SOURCE.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SOURCE);
    expect(readFileSync(path.join(dir, "chunks", "app.js"), "utf8")).toBe(SOURCE);
  });

  it("leaves to Next a client without brotli, other file types, other paths and traversal", async () => {
    await expect.poll(() => existsSync(path.join(dir, "chunks", "app.js.br"))).toBe(true);
    for (const [url, enc] of [
      ["/_next/static/chunks/app.js", "gzip"],
      ["/_next/static/chunks/app.js", "br;q=0, gzip"],
      ["/_next/static/chunks/notes.txt", "br"],
      ["/_next/static/chunks/missing.js", "br"],
      ["/_next/static/../secret.js", "br"],
      ["/_next/static/chunks/%2e%2e/%2e%2e/secret.js", "br"],
      ["/static/chunks/app.js", "br"],
    ]) {
      expect((await get(url, enc)).status, `${url} (${enc})`).toBe(299);
    }
  });

  it("reads Accept-Encoding as HTTP does", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
