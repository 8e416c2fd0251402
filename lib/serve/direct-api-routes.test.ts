import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NextRequest } from "next/server";
import { directApiRoutes } from "./direct-api-routes";

// Stand-ins for route handlers: one echoes what it was given, one answers a large body, one fails.
const seen: Array<{ method: string; url: string; body: string; cookie: string | undefined; ip: string | null }> = [];
const routes = directApiRoutes({
  "POST /api/echo": async (req: NextRequest) => {
    const body = await req.text();
    seen.push({ method: req.method, url: req.url, body, cookie: req.cookies.get("pv_session")?.value, ip: req.headers.get("x-pv-client-ip") });
    const res = Response.json({ length: body.length, search: req.nextUrl.searchParams.get("search") }, { status: 201 });
    res.headers.append("set-cookie", "a=1; Path=/");
    res.headers.append("set-cookie", "b=2; Path=/");
    res.headers.set("x-next-cursor", "cursor-1");
    return res;
  },
  "GET /api/large": async () => Response.json({ text: "verdict ".repeat(500) }),
  "GET /api/things/[id]/parts": async (_req: NextRequest, ctx) => Response.json(await ctx.params),
  "GET /api/fails": async () => {
    throw new Error("boom");
  },
});
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.headers["x-pv-client-ip"] = "203.0.113.9";
    if (!routes(req, res)) res.writeHead(299).end("fell through");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: IncomingMessage["headers"]; raw: Buffer };
function send(method: string, path: string, opts: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("directApiRoutes", () => {
  it("matches a [name] segment and passes it decoded as Next does; other shapes fall through to Next", async () => {
    const ok = await send("GET", "/api/things/42/parts?limit=3");
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.raw.toString())).toEqual({ id: "42" });
    expect(JSON.parse((await send("GET", "/api/things/a%20b/parts")).raw.toString())).toEqual({ id: "a b" });
    expect(JSON.parse((await send("GET", "/api/things/%ff/parts")).raw.toString())).toEqual({ id: "%ff" });
    for (const path of ["/api/things//parts", "/api/things/42", "/api/things/42/parts/x", "/api/things/42/other"]) {
      expect((await send("GET", path)).status).toBe(299);
    }
    expect((await send("POST", "/api/things/42/parts")).status).toBe(299);
  });

  it("hands a listed call to its handler with method, URL, headers (the server's client address) and body, and writes back its whole answer", async () => {
    seen.length = 0;
    const body = JSON.stringify({ debateId: 7, position: "A" });
    const res = await send("POST", "/api/echo?search=nuclear", {
      body,
      headers: { "content-type": "application/json", cookie: "pv_session=sealed-value", "x-pv-client-ip": "6.6.6.6" },
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.raw.toString())).toEqual({ length: body.length, search: "nuclear" });
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers["x-next-cursor"]).toBe("cursor-1");
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers["content-length"]).toBe(String(res.raw.length));
    expect(seen).toEqual([
      // NextRequest names a loopback address localhost, as inside Next
      { method: "POST", url: `http://localhost:${port}/api/echo?search=nuclear`, body, cookie: "sealed-value", ip: "203.0.113.9" },
    ]);
  });

  it("leaves every other method and path to Next", async () => {
    for (const [method, path] of [["GET", "/api/echo"], ["POST", "/api/echo/1"], ["POST", "/api/ech"], ["GET", "/"]]) {
      const res = await send(method, path);
      expect({ method, path, status: res.status, body: res.raw.toString() }).toEqual({ method, path, status: 299, body: "fell through" });
    }
  });

  it("gzips an answer of 1 KiB or more for a client that accepts it, and only then", async () => {
    const plain = await send("GET", "/api/large");
    const zipped = await send("GET", "/api/large", { headers: { "accept-encoding": "gzip, br" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(zipped.raw).toString()).toBe(plain.raw.toString());
    expect(zipped.raw.length).toBeLessThan(plain.raw.length / 10);
    const small = await send("POST", "/api/echo", { body: "{}", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 413 for a body over 64 KB, by its Content-Length before reading it, or by what arrives, never handing it on", async () => {
    seen.length = 0;
    const declared = await send("POST", "/api/echo", { body: "x".repeat(64 * 1024 + 1), headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.raw.toString())).toEqual({ message: "Request body is too large" });
    expect(declared.headers["x-content-type-options"]).toBe("nosniff");
    expect(declared.headers.connection).toBe("close");
    // exactly the limit is still read and handed on
    expect((await send("POST", "/api/echo", { body: "x".repeat(64 * 1024), headers: { "content-type": "application/json" } })).status).toBe(201);
    expect(seen.map((s) => s.body.length)).toEqual([64 * 1024]);
  });

  it("stops reading a chunked upload at the limit: 100 MB offered, about 64 KB read, 413", async () => {
    seen.length = 0;
    const chunk = Buffer.alloc(16 * 1024, "x");
    let offered = 0;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/api/echo", headers: { "content-type": "application/json" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      // no Content-Length: chunked; write as long as the socket takes it, up to 100 MB
      const pump = () => {
        while (offered < 100 * 1024 * 1024 && !req.destroyed) {
          offered += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.raw.toString())).toEqual({ message: "Request body is too large" });
    expect(seen).toEqual([]);
    // the server stopped taking the upload long before its end (socket buffers hold a few MB at most)
    expect(offered).toBeLessThan(32 * 1024 * 1024);
  });

  it("answers a throwing handler as withRoute answers a failure: 500, the generic message, the security headers, logged", async () => {
    const errors: unknown[][] = [];
    const spy = vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args));
    const res = await send("GET", "/api/fails");
    spy.mockImplementation(() => {});
    expect(res.status).toBe(500);
    expect(JSON.parse(res.raw.toString())).toEqual({ message: "Something went wrong. Please try again later." });
    // withRoute's own failure answer: the same security headers as every API answer
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(String(errors[0][0])).toMatch(/^\[error\] Unhandled route error requestId=[\w-]+ error="Error: boom/);
  });

  it("falls back to localhost for a Host header that is not a host", async () => {
    seen.length = 0;
    await send("POST", "/api/echo", { body: "{}", headers: { host: "evil.example/path?x" } });
    expect(seen[0].url).toBe("http://localhost/api/echo");
  });
});
