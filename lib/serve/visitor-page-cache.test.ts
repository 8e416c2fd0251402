import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "@/lib/security-headers";
import { visitorPageCache } from "./visitor-page-cache";

// A stand-in for Next's handler: a streamed HTML page whose scripts carry the request's nonce, like Next's own,
// gzipped when the client accepts it.
let renders = 0;
let status = 200;
let extraHeaders: Record<string, string> = {};
let tail = ""; // what the page streams last, e.g. React switching a failed boundary over to the browser
let outageCount = 0;
let outageDuringRender = false;
function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  if (outageDuringRender) outageCount++;
  const nonce = newNonce();
  res.statusCode = status;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-security-policy", contentSecurityPolicy(nonce));
  res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.setHeader("etag", `"render-${renders}"`);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const parts = [
    `<!DOCTYPE html><html><head><script nonce="${nonce}">theme()</script></head>`,
    `<body><h1>Page ${req.url} · render ${renders} ✓</h1>`,
    `<script nonce="${nonce}">self.__next_f.push([1,"${nonce}"])</script>${tail}</body></html>`,
  ];
  if (req.headers["accept-encoding"]?.includes("gzip")) {
    res.setHeader("content-encoding", "gzip");
    res.end(gzipSync(parts.join("")));
    return;
  }
  res.write(parts[0]);
  res.write(Buffer.from(parts[1]));
  res.end(parts[2]);
}

let clock = 0;
const cache = visitorPageCache({
  ttlMs: 2000,
  maxEntries: 2,
  sessionCookie: "pv_session",
  cacheable: (path) => path === "/" || /^\/debate\/\d+$/.test(path),
  now: () => clock,
  outages: () => outageCount,
});
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => cache(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock += 60_000; // every test starts with an empty-looking cache
  status = 200;
  extraHeaders = {};
  tail = "";
  outageDuringRender = false;
});

type Answer = { headers: IncomingMessage["headers"]; raw: Buffer; body: string; nonce?: string; cache?: string };

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(origin + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
        resolve({ headers: res.headers, raw, body, nonce, cache: res.headers["x-cache"] as string | undefined });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("visitorPageCache", () => {
  it("renders a visitor's page once per TTL and gives every answer its own nonce, in the header and the page", async () => {
    const before = renders;
    const first = await get("/");
    const second = await get("/");
    const third = await get("/");
    expect([first.cache, second.cache, third.cache]).toEqual(["MISS", "HIT", "HIT"]);
    expect(renders - before).toBe(1);

    const nonces = [first.nonce, second.nonce, third.nonce];
    expect(new Set(nonces).size).toBe(3);
    for (const { body, nonce, headers } of [first, second, third]) {
      expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(body).toContain(`push([1,"${nonce}"])`);
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["cache-control"]).toContain("no-store");
    }
    expect(second.body.replaceAll(second.nonce!, "N")).toBe(first.body.replaceAll(first.nonce!, "N"));
    expect(Number(second.headers["content-length"])).toBe(second.raw.length);
    // the stored page's ETag would not describe an answer with another nonce
    expect(first.headers.etag).toBe(`"render-${renders}"`);
    expect(second.headers.etag).toBeUndefined();
  });

  it("stores a gzipped render as the page itself and gzips each answer for the clients that accept it", async () => {
    const gzipped = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(gzipped.cache).toBe("MISS");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/");
    expect(plain.cache).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(plain.raw.toString("utf8"));
    const again = await get("/", { "accept-encoding": "br;q=1, gzip;q=0.8" });
    expect(again.cache).toBe("HIT");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(Number(again.headers["content-length"])).toBe(again.raw.length);
    for (const answer of [plain, again]) {
      expect(answer.body.replaceAll(answer.nonce!, "N")).toBe(gzipped.body.replaceAll(gzipped.nonce!, "N"));
    }
  });

  it("renders again once the copy is older than the TTL", async () => {
    await get("/");
    clock += 1999;
    expect((await get("/")).cache).toBe("HIT");
    clock += 1;
    expect((await get("/")).cache).toBe("MISS");
  });

  it("keeps one copy per whole URL, query string included, and only for the cacheable paths", async () => {
    await get("/debate/7");
    const other = await get("/debate/8");
    expect(other.cache).toBe("MISS");
    expect(other.body).toContain("Page /debate/8");
    expect((await get("/debate/7")).body).toContain("Page /debate/7");
    expect((await get("/?tab=past")).cache).toBe("MISS");
    expect((await get("/?tab=past")).cache).toBe("HIT");

    const before = renders;
    expect((await get("/login")).cache).toBeUndefined();
    expect((await get("/login")).cache).toBeUndefined();
    expect(renders - before).toBe(2);
  });

  it("never serves or stores a signed-in user's page, an RSC request or a HEAD", async () => {
    await get("/");
    const before = renders;
    const signedIn = await get("/", { cookie: "theme=dark; pv_session=sealed" });
    expect(signedIn.cache).toBeUndefined();
    expect((await get("/", { rsc: "1" })).cache).toBeUndefined();
    expect((await get("/", { "next-router-state-tree": "%5B%5D" })).cache).toBeUndefined();
    expect((await get("/", {}, "HEAD")).cache).toBeUndefined();
    expect(renders - before).toBe(4);
    // a cookie other than the session's does not make the page personal
    expect((await get("/", { cookie: "theme=dark" })).cache).toBe("HIT");
  });

  it("stores no error page and no answer that sets a cookie", async () => {
    status = 404;
    await get("/debate/404");
    expect((await get("/debate/404")).cache).toBe("MISS");
    status = 200;
    extraHeaders = { "set-cookie": "flash=1" };
    await get("/debate/5");
    expect((await get("/debate/5")).cache).toBe("MISS");
  });

  it("keeps no page rendered while a page met a database outage, nor one with a boundary that failed on the server", async () => {
    outageDuringRender = true;
    expect((await get("/")).cache).toBe("MISS");
    expect((await get("/")).cache).toBe("MISS");
    outageDuringRender = false;
    tail = `<script>$RX("B:0","PV_DATABASE_UNAVAILABLE")</script>`;
    expect((await get("/debate/7")).cache).toBe("MISS");
    expect((await get("/debate/7")).cache).toBe("MISS");
    tail = "<div hidden><!--$!--><template data-dgst=\"1\"></template><!--/$--></div>";
    expect((await get("/debate/8")).cache).toBe("MISS");
    expect((await get("/debate/8")).cache).toBe("MISS");
    tail = "";
    expect((await get("/")).cache).toBe("MISS");
    expect((await get("/")).cache).toBe("HIT");
  });

  it("holds at most maxEntries copies, dropping the oldest", async () => {
    await get("/debate/1");
    await get("/debate/2");
    await get("/debate/3");
    expect((await get("/debate/3")).cache).toBe("HIT");
    expect((await get("/debate/1")).cache).toBe("MISS");
  });
});
