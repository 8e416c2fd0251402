import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sharedCache, type SharedCacheOptions } from "./shared-cache";

// A small origin on a real socket: each path answers with the headers the test gives it and a body that counts the
// renders, so a test sees whether an answer came from the origin or from the cache.
type Route = { status?: number; headers: OutgoingHttpHeaders };
const routes = new Map<string, Route>();
const renders = new Map<string, number>();
const seen: IncomingHttpHeaders[] = [];
let origin: Server;
let originPort: number;

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  origin = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const n = (renders.get(path) ?? 0) + 1;
    renders.set(path, n);
    seen.push(req.headers);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const route = routes.get(path) ?? { status: 404, headers: {} };
      res.writeHead(route.status ?? 200, { "content-type": "text/plain", ...route.headers });
      res.end(`${path} #${n}${body ? ` ${body}` : ""}`);
    });
  });
  originPort = await listen(origin);
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));
beforeEach(() => {
  routes.clear();
  renders.clear();
  seen.length = 0;
});

async function front(options: Partial<SharedCacheOptions> = {}) {
  const server = createServer(sharedCache({ ports: [originPort], ...options }));
  const port = await listen(server);
  const send = (path: string, headers: Record<string, string> = {}, method = "GET", body?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  return { send, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const CDN = "public, s-maxage=4, stale-while-revalidate=1";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sharedCache", () => {
  it("keeps an answer its CDN-Cache-Control allows, and serves its stored headers and bytes unchanged", async () => {
    const csp = "script-src 'self' 'nonce-abc123' 'strict-dynamic'";
    routes.set("/page", { headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate", "cdn-cache-control": CDN, "content-security-policy": csp } });
    const { send, close } = await front();
    const first = await send("/page");
    const second = await send("/page?");
    const third = await send("/page");
    expect([first.body, second.body, third.body]).toEqual(["/page #1", "/page #2", "/page #1"]);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(third.headers["x-cache"]).toBe("HIT");
    expect(third.headers.age).toBe("0");
    for (const name of ["content-security-policy", "cache-control", "cdn-cache-control", "content-type", "date"]) {
      expect(third.headers[name], name).toBe(first.headers[name]);
    }
    await close();
  });

  it("keeps nothing that its headers do not allow a shared cache to keep", async () => {
    routes.set("/private", { headers: { "cache-control": "private, no-store" } });
    routes.set("/none", { headers: {} });
    routes.set("/cdn-private", { headers: { "cache-control": "public, max-age=60", "cdn-cache-control": "private" } });
    const { send, close } = await front();
    for (const path of ["/private", "/none", "/cdn-private"]) {
      await send(path);
      const again = await send(path);
      expect({ path, body: again.body, cache: again.headers["x-cache"] }).toEqual({ path, body: `${path} #2`, cache: "MISS" });
    }
    await close();
  });

  it("passes a request with any Cookie or Authorization on, and keeps no answer to it", async () => {
    routes.set("/page", { headers: { "cdn-cache-control": CDN } });
    const { send, close } = await front();
    expect((await send("/page", { cookie: "pv_session=abc" })).body).toBe("/page #1");
    expect((await send("/page", { cookie: "theme=dark" })).body).toBe("/page #2");
    expect((await send("/page", { authorization: "Bearer x" })).body).toBe("/page #3");
    // nothing was kept from those: the first visitor renders, the second is served that render
    expect((await send("/page")).body).toBe("/page #4");
    expect((await send("/page")).body).toBe("/page #4");
    // and a stored answer is not served to a request with a cookie
    expect((await send("/page", { cookie: "pv_session=abc" })).body).toBe("/page #5");
    expect(seen.at(-1)?.cookie).toBe("pv_session=abc");
    await close();
  });

  it("does not keep an answer that sets a cookie, or a 5xx", async () => {
    routes.set("/cookie", { headers: { "cdn-cache-control": CDN, "set-cookie": "a=b; Path=/" } });
    routes.set("/broken", { status: 500, headers: { "cdn-cache-control": CDN } });
    routes.set("/down", { status: 503, headers: { "cdn-cache-control": CDN, "retry-after": "5" } });
    const { send, close } = await front();
    for (const path of ["/cookie", "/broken", "/down"]) {
      await send(path);
      expect((await send(path)).body, path).toBe(`${path} #2`);
    }
    expect((await send("/cookie")).headers["set-cookie"]).toEqual(["a=b; Path=/"]);
    await close();
  });

  it("keeps one copy per variant named by Vary", async () => {
    routes.set("/v", { headers: { "cdn-cache-control": CDN, vary: "rsc, Accept-Encoding" } });
    const { send, close } = await front();
    expect((await send("/v", { "accept-encoding": "gzip" })).body).toBe("/v #1");
    expect((await send("/v")).body).toBe("/v #2");
    expect((await send("/v", { rsc: "1" })).body).toBe("/v #3");
    expect((await send("/v", { "accept-encoding": "gzip" })).body).toBe("/v #1");
    expect((await send("/v")).body).toBe("/v #2");
    expect((await send("/v", { rsc: "1" })).body).toBe("/v #3");
    await close();
  });

  it("keeps a copy per Host, and only for GET", async () => {
    routes.set("/h", { headers: { "cdn-cache-control": CDN } });
    const { send, close } = await front();
    expect((await send("/h", { host: "a.example" })).body).toBe("/h #1");
    expect((await send("/h", { host: "b.example" })).body).toBe("/h #2");
    expect((await send("/h", { host: "a.example" })).body).toBe("/h #1");
    expect((await send("/h", { host: "a.example" }, "POST", "x")).body).toBe("/h #3 x");
    expect((await send("/h", { host: "a.example" }, "HEAD")).headers["x-cache"]).toBe("MISS");
    await close();
  });

  it("serves a copy until s-maxage, then stale within stale-while-revalidate while fetching a new one, then no more", async () => {
    routes.set("/t", { headers: { "cdn-cache-control": "public, s-maxage=1, stale-while-revalidate=2" } });
    routes.set("/e", { headers: { "cdn-cache-control": "public, s-maxage=1" } });
    const { send, close } = await front();
    expect((await send("/t")).body).toBe("/t #1");
    expect((await send("/e")).body).toBe("/e #1");
    await sleep(1100);
    // stale: /e is fetched again; /t is served stale once while a new copy is fetched behind it
    expect((await send("/e")).body).toBe("/e #2");
    const stale = await send("/t");
    expect(stale.body).toBe("/t #1");
    expect(stale.headers.age).toMatch(/^[12]$/);
    for (let i = 0; i < 20 && renders.get("/t") !== 2; i++) await sleep(25);
    expect((await send("/t")).body).toBe("/t #2");
    // past both windows nothing old is served
    await sleep(3100);
    expect((await send("/t")).body).toBe("/t #3");
    await close();
  });

  it("sets X-Forwarded-For to the client's socket address, whatever the client sent", async () => {
    routes.set("/ip", { headers: {} });
    const { send, close } = await front();
    await send("/ip", { "x-forwarded-for": "6.6.6.6" });
    expect(seen.at(-1)?.["x-forwarded-for"]).toBe("127.0.0.1");
    await close();
  });

  it("stays within its bounds: entries, bytes and the size of one answer", async () => {
    for (const path of ["/a", "/b", "/c", "/big"]) routes.set(path, { headers: { "cdn-cache-control": CDN } });
    const { send, close } = await front({ maxEntries: 2, maxBodyBytes: 6 });
    await send("/a");
    await send("/b");
    await send("/a"); // /a is now the most recently used
    await send("/c"); // so /b goes
    expect((await send("/a")).body).toBe("/a #1");
    expect((await send("/c")).body).toBe("/c #1");
    expect((await send("/b")).body).toBe("/b #2");
    // "/big #1" is 7 bytes, over maxBodyBytes: passed on whole, not kept
    expect((await send("/big")).body).toBe("/big #1");
    expect((await send("/big")).body).toBe("/big #2");
    await close();

    // room for one answer (its body, headers and key: under 300 bytes) but not two
    renders.clear();
    const small = await front({ maxBytes: 300 });
    await small.send("/a");
    await small.send("/b");
    expect((await small.send("/b")).body).toBe("/b #1");
    expect((await small.send("/a")).body).toBe("/a #2");
    await small.close();
  });

  it("answers 502 when no worker answers", async () => {
    const { send, close } = await front({ ports: [1] });
    const res = await send("/anything");
    expect(res.status).toBe(502);
    await close();
  });
});
