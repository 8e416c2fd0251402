import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sharedCache, type SharedCacheOptions } from "./shared-cache";

// A small origin on a real socket: each path answers with the headers the test gives it and a body that counts the
// renders, so a test sees whether an answer came from the origin or from the cache. An answer may be held back: for
// `delayMs`, or until `holdUntil` requests for its path are open at once (so a test sees that they reached the origin
// together; after 3 s it answers anyway, and the test's counts fail instead of the test hanging).
type Route = { status?: number; headers: OutgoingHttpHeaders; delayMs?: number; holdUntil?: number };
const routes = new Map<string, Route>();
const renders = new Map<string, number>();
const seen: IncomingHttpHeaders[] = [];
const held = new Map<string, (() => void)[]>();
let origin: Server;
let originPort: number;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

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
      const answer = () => {
        if (res.headersSent || res.destroyed) return;
        res.writeHead(route.status ?? 200, { "content-type": "text/plain", ...route.headers });
        res.end(`${path} #${n}${body ? ` ${body}` : ""}`);
      };
      if (route.holdUntil) {
        const queue = [...(held.get(path) ?? []), answer];
        held.set(path, queue);
        if (queue.length >= route.holdUntil) {
          held.delete(path);
          queue.forEach((release) => release());
        } else setTimeout(answer, 3000);
        return;
      }
      setTimeout(answer, route.delayMs ?? 0);
    });
  });
  originPort = await listen(origin);
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));
beforeEach(() => {
  routes.clear();
  renders.clear();
  seen.length = 0;
  held.clear();
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
  return { send, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const CDN = "public, s-maxage=4, stale-while-revalidate=1";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sharedCache", () => {
  it("keeps an answer its CDN-Cache-Control allows, and serves its stored headers and bytes unchanged", async () => {
    const csp = "script-src 'self' 'nonce-abc123' 'strict-dynamic'";
    routes.set("/page", {
      headers: {
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        "cdn-cache-control": CDN,
        "content-security-policy": csp,
      },
    });
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
      expect({ path, body: again.body, cache: again.headers["x-cache"] }).toEqual({
        path,
        body: `${path} #2`,
        cache: "MISS",
      });
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
    routes.set("/v", { headers: { "cdn-cache-control": CDN, vary: "X-Variant, Accept-Encoding" } });
    const { send, close } = await front();
    expect((await send("/v", { "accept-encoding": "gzip" })).body).toBe("/v #1");
    expect((await send("/v")).body).toBe("/v #2");
    expect((await send("/v", { "x-variant": "1" })).body).toBe("/v #3");
    expect((await send("/v", { "accept-encoding": "gzip" })).body).toBe("/v #1");
    expect((await send("/v")).body).toBe("/v #2");
    expect((await send("/v", { "x-variant": "1" })).body).toBe("/v #3");
    await close();
  });

  it("passes every request of Next's client router on and keeps no answer to it, Vary or not (issue 34 item 1)", async () => {
    // what Next answers such a request before it sets Vary: a 307 to the cache-busting URL, a middleware prefetch's {}
    routes.set("/page", { headers: { "cdn-cache-control": CDN } });
    const { send, close } = await front();
    const router = {
      rsc: "1",
      "next-router-prefetch": "1",
      "next-router-state-tree": "%5B%22%22%5D",
      "next-router-segment-prefetch": "/_tree",
      "next-url": "/debate/2",
      "x-middleware-prefetch": "1",
    };
    let n = 0;
    for (const [name, value] of Object.entries(router)) {
      expect((await send("/page", { [name]: value })).body, name).toBe(`/page #${++n}`);
      expect((await send("/page", { [name]: value })).body, name).toBe(`/page #${++n}`);
    }
    // a visitor after them gets a render of their own, which is kept, and never served to a router request
    const visitor = await send("/page");
    expect(visitor.body).toBe(`/page #${++n}`);
    expect((await send("/page")).headers["x-cache"]).toBe("HIT");
    expect((await send("/page", { rsc: "1" })).body).toBe(`/page #${++n}`);
    await close();
  });

  it("honours the Vary a page names, as Next sends it", async () => {
    const vary = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
    routes.set("/next", { headers: { "cdn-cache-control": CDN, vary } });
    const { send, close } = await front();
    expect((await send("/next")).body).toBe("/next #1");
    expect((await send("/next", { "accept-encoding": "gzip" })).body).toBe("/next #2");
    expect((await send("/next")).body).toBe("/next #1");
    expect((await send("/next", { "accept-encoding": "gzip" })).body).toBe("/next #2");
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

  it("makes one upstream request for concurrent identical misses and gives every one its answer", async () => {
    routes.set("/viral", { headers: { "cdn-cache-control": CDN }, delayMs: 200 });
    const { send, close } = await front();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send("/viral")));
    expect(renders.get("/viral")).toBe(1);
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body} ${answer.headers.date}`))).toEqual(
      new Set([`200 /viral #1 ${answers[0].headers.date}`]),
    );
    expect(answers.filter((answer) => answer.headers["x-cache"] === "MISS")).toHaveLength(1);
    await close();
  });

  it("shares no answer that may not be kept: the waiters, then every later miss of that URL, go upstream themselves", async () => {
    routes.set("/mine", { headers: { "cache-control": "private, no-store" }, delayMs: 150 });
    routes.set("/session", { headers: { "cdn-cache-control": CDN, "set-cookie": "s=1; Path=/" }, delayMs: 150 });
    const { send, close } = await front();
    for (const path of ["/mine", "/session"]) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(path)));
      expect(renders.get(path), path).toBe(5);
      expect(new Set(answers.map((answer) => answer.body)).size, path).toBe(5);
      expect(
        answers.every((answer) => answer.headers["x-cache"] === "MISS"),
        path,
      ).toBe(true);
    }
    // the URL is now known not to be kept: concurrent misses reach the origin together (it holds its answers until
    // four are open), instead of queueing behind one request
    routes.set("/mine", { headers: { "cache-control": "private, no-store" }, holdUntil: 4 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send("/mine")));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set(["/mine #6", "/mine #7", "/mine #8", "/mine #9"]),
    );
    await close();
  });

  it("waits per variant once the URL's Vary is known", async () => {
    routes.set("/v", { headers: { "cdn-cache-control": "public, s-maxage=1", vary: "accept-encoding" }, delayMs: 100 });
    const { send, close } = await front();
    expect((await send("/v")).body).toBe("/v #1");
    await sleep(1100);
    const [flight, page] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => send("/v", { "accept-encoding": "gzip" }))),
      Promise.all(Array.from({ length: 3 }, () => send("/v"))),
    ]);
    expect(renders.get("/v")).toBe(3);
    expect(new Set(flight.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(page.map((answer) => answer.body)).size).toBe(1);
    expect(flight[0].body).not.toBe(page[0].body);
    await close();
  });

  it("answers the waiters when the client whose request fetches for them leaves", async () => {
    routes.set("/slow", { headers: { "cdn-cache-control": CDN }, delayMs: 300 });
    const { send, port, close } = await front();
    const leaving = request({ host: "127.0.0.1", port, path: "/slow" });
    leaving.on("error", () => {});
    leaving.end();
    await sleep(50);
    const waiters = Promise.all(Array.from({ length: 3 }, () => send("/slow")));
    await sleep(50);
    leaving.destroy();
    const answers = await waiters;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.body).toMatch(/^\/slow #\d$/);
    await close();
  });

  it("revalidates a stale copy with one background request, however many stale hits arrive", async () => {
    routes.set("/s", { headers: { "cdn-cache-control": "public, s-maxage=1, stale-while-revalidate=5" } });
    const { send, close } = await front();
    expect((await send("/s")).body).toBe("/s #1");
    await sleep(1100);
    routes.set("/s", {
      headers: { "cdn-cache-control": "public, s-maxage=1, stale-while-revalidate=5" },
      delayMs: 200,
    });
    const stale = await Promise.all(Array.from({ length: 10 }, () => send("/s")));
    expect(stale.map((answer) => answer.body)).toEqual(Array(10).fill("/s #1"));
    // the new copy arrives 200 ms later; until then, stale hits start nothing more
    await sleep(350);
    expect(renders.get("/s")).toBe(2);
    expect((await send("/s")).body).toBe("/s #2");
    await close();
  });

  it("adds the client's socket address to X-Forwarded-For, last, after whatever the client sent", async () => {
    routes.set("/ip", { headers: {} });
    const { send, close } = await front();
    await send("/ip", { "x-forwarded-for": "6.6.6.6" });
    expect(seen.at(-1)?.["x-forwarded-for"]).toBe("6.6.6.6, 127.0.0.1");
    await send("/ip");
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
