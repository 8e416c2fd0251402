// The first half of `npm run cdn:check`: the reference CDN (deploy/varnish/cdn.vcl) against a stub backend whose
// answers carry each kind of header, so each rule of the VCL is shown to hold, an error kept by no cache included.
import { createServer, type ServerResponse } from "node:http";
import { NEXT_ROUTER_HEADERS } from "../../lib/cache-policy";
import { startVarnish } from "./bench/varnish";

const PUBLIC = "public, s-maxage=4, stale-while-revalidate=1";
/** Each path's headers (and status); the body is a counter, so a second request shows whether the first was kept. */
const ANSWERS: Record<string, { status?: number; headers: Record<string, string> }> = {
  "/targeted": {
    headers: {
      "CDN-Cache-Control": PUBLIC,
      "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
    },
  },
  "/shared-max-age": { headers: { "Cache-Control": "public, s-maxage=4" } },
  "/max-age": { headers: { "Cache-Control": "public, max-age=4" } },
  "/not-found": { status: 404, headers: { "CDN-Cache-Control": PUBLIC } },
  "/error": { status: 500, headers: { "CDN-Cache-Control": PUBLIC } },
  "/unavailable": { status: 503, headers: { "CDN-Cache-Control": PUBLIC, "Retry-After": "5" } },
  "/redirect": { status: 307, headers: { "CDN-Cache-Control": PUBLIC, Location: "/targeted" } },
  "/set-cookie": { headers: { "CDN-Cache-Control": PUBLIC, "Set-Cookie": "a=b; Path=/" } },
  "/targeted-private": { headers: { "CDN-Cache-Control": "private, no-store", "Cache-Control": "public, max-age=60" } },
  "/private": { headers: { "Cache-Control": "private, no-store" } },
  "/no-cache": { headers: { "Cache-Control": "no-cache" } },
  "/no-headers": { headers: {} },
  "/vary": { headers: { "CDN-Cache-Control": PUBLIC, Vary: "X-Variant" } },
  "/router": { headers: { "CDN-Cache-Control": PUBLIC } },
};
const KEPT = ["/targeted", "/shared-max-age", "/max-age", "/not-found"];

export async function checkVclRules(
  opts: { port: number; backendPort: number; workDir: string },
  check: (ok: unknown, what: string) => void,
) {
  let served = 0;
  const stub = createServer((req, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    const answer = ANSWERS[path] ?? { headers: {} };
    res.writeHead(answer.status ?? 200, { "Content-Type": "text/plain", ...answer.headers });
    res.end(`${++served} ${req.headers["x-variant"] ?? ""}`);
  });
  await new Promise<void>((resolve) => stub.listen(opts.backendPort, "127.0.0.1", resolve));
  const varnish = await startVarnish(opts).catch(async (error) => {
    stub.close();
    throw error;
  });
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`http://127.0.0.1:${opts.port}${path}`, { headers, redirect: "manual" })).text();
  const twice = async (path: string, headers: Record<string, string> = {}) => [
    await get(path, headers),
    await get(path, headers),
  ];
  try {
    for (const path of Object.keys(ANSWERS).filter((p) => p !== "/vary" && p !== "/router")) {
      const [first, second] = await twice(path);
      const kept = KEPT.includes(path);
      check(
        kept ? first === second : first !== second,
        `the VCL ${kept ? "keeps" : "never keeps"} ${path} (${JSON.stringify(ANSWERS[path])})`,
      );
    }
    const [first, second] = await twice("/targeted", { cookie: "pv_session=x" });
    check(first !== second, "the VCL never answers a request with a Cookie from the cache");
    const [a1, a2] = await twice("/targeted", { authorization: "Basic eDp5" });
    check(a1 !== a2, "the VCL never answers a request with Authorization from the cache");
    // Next's client router: an answer without Vary (as Next's 307 to the RSC cache-busting URL is) is never kept, so a
    // visitor after it gets the page's own (issue 34 item 1)
    for (const name of NEXT_ROUTER_HEADERS) {
      const [r1, r2] = await twice("/router", { [name]: "1" });
      const visitor = await get("/router");
      check(
        r1 !== r2 && visitor !== r1 && visitor !== r2,
        `the VCL keeps no answer to a request with ${name}, nor serves it one`,
      );
    }
    const [p1, p2] = await twice("/router");
    const [rsc] = await twice("/router", { rsc: "1" });
    check(p1 === p2 && rsc !== p1, "the VCL serves a visitor's kept copy to no request of Next's router");
    const [v1, v2, w1] = [
      await get("/vary", { "x-variant": "one" }),
      await get("/vary", { "x-variant": "one" }),
      await get("/vary", { "x-variant": "two" }),
    ];
    check(v1 === v2 && w1 !== v1 && w1.endsWith("two"), "the VCL honours Vary");
  } finally {
    await varnish.stop();
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  }
}
