// A micro-cache for the pages every visitor sees alike (GET / and GET /debate/{id} without a session cookie):
// one render per URL per TTL per process instead of one per request. Each answer still gets its own CSP nonce:
// the stored page's nonce is swapped for a fresh one, in the header and wherever the render wrote it.
// Why here and not in Next: docs/decisions/0007-visitor-page-cache.md.
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { newNonce } from "@/lib/security-headers";
import { acceptsGzip, gzipBody } from "./gzip";

type Entry = { headers: Array<[string, string | string[]]>; html: string; nonce: string; storedAt: number; generation: number };
type Render = (req: IncomingMessage, res: ServerResponse) => void;

export type VisitorPageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** the session cookie's name: a request that carries it is personal and never cached */
  sessionCookie: string;
  /** the paths (without the query string) whose visitor pages may be cached, one copy per whole URL */
  cacheable: (path: string) => boolean;
  now?: () => number;
  /**
   * The shared content generation (a takedown bumps it in its own transaction), read once per visitor page
   * request: a copy made under another generation is not served, so no worker shows a taken-down debate after
   * the takedown answered. Without it copies only age out.
   */
  generation?: () => Promise<number>;
  /**
   * A count that grows whenever a page meets a database outage (lib/server/page-availability.ts): a page rendered
   * while it grew is not kept, so the copy holds only pages rendered from a healthy database.
   */
  outages?: () => number;
};

// React's marks of a boundary that failed on the server and is left to the browser: inline (`<!--$!-->`) or, for
// one that failed after its fallback was streamed, the call that switches it over (`$RX("B:0", ...)`)
const FAILED_BOUNDARY = /<!--\$!-->|\$RX\("/;

// hop-by-hop, length and encoding headers are recomputed for each answer; an ETag would name the stored bytes,
// not the answer's (whose nonce differs)
const NOT_STORED = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag"]);
const NONCE_IN_CSP = /'nonce-([^']+)'/;
const DECODE: Record<string, (data: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

export function visitorPageCache(options: VisitorPageCacheOptions) {
  const { ttlMs, maxEntries, sessionCookie, cacheable, now = Date.now, generation, outages = () => 0 } = options;
  const entries = new Map<string, Entry>();
  // the newest generation this process has seen: a render begun under an older one is not kept
  let latest = 0;
  const sessionPattern = new RegExp(`(?:^|;\\s*)${sessionCookie}=`);

  function isVisitorPageRequest(req: IncomingMessage): boolean {
    if (req.method !== "GET" || !cacheable((req.url ?? "").split("?")[0])) return false;
    if (req.headers.cookie && sessionPattern.test(req.headers.cookie)) return false;
    // client-side navigations and server actions ask for RSC payloads, not the HTML page
    return !Object.keys(req.headers).some((name) => name === "rsc" || name.startsWith("next-"));
  }

  function fresh(url: string, gen: number): Entry | undefined {
    const entry = entries.get(url);
    if (entry && now() - entry.storedAt < ttlMs && entry.generation === gen) return entry;
    if (entry) entries.delete(url);
    return undefined;
  }

  async function serveStored(entry: Entry, req: IncomingMessage, res: ServerResponse) {
    const nonce = newNonce();
    const html = Buffer.from(entry.html.replaceAll(entry.nonce, nonce));
    const gzipped = acceptsGzip(req);
    const body = gzipped ? await gzipBody(html) : html;
    res.statusCode = 200;
    for (const [name, value] of entry.headers) {
      res.setHeader(name, typeof value === "string" ? value.replaceAll(entry.nonce, nonce) : value);
    }
    if (gzipped) res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", body.length);
    res.setHeader("x-cache", "HIT");
    res.end(body);
  }

  function store(url: string, gen: number, res: ServerResponse, chunks: Buffer[], outagesBefore: number) {
    if (gen < latest) return; // content changed while this page rendered
    if (outages() !== outagesBefore) return; // a page met a database outage meanwhile: this one may be partial
    const headers = res.getHeaders();
    const type = String(headers["content-type"] ?? "");
    const nonce = NONCE_IN_CSP.exec(String(headers["content-security-policy"] ?? ""))?.[1];
    const encoding = String(headers["content-encoding"] ?? "identity");
    const decode = encoding === "identity" ? (data: Buffer) => data : DECODE[encoding];
    // only a whole HTML page that sets no cookie and whose nonce we can swap
    if (res.statusCode !== 200 || !type.startsWith("text/html") || !nonce || headers["set-cookie"] || !decode) return;
    let html: string;
    try {
      html = decode(Buffer.concat(chunks)).toString("utf8");
    } catch {
      return; // a response cut short: the next visitor renders again
    }
    if (FAILED_BOUNDARY.test(html)) return; // part of the page failed to render: never shared
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(url, {
      headers: Object.entries(headers)
        .filter(([name]) => !NOT_STORED.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
      html,
      nonce,
      storedAt: now(),
      generation: gen,
    });
  }

  /** Serves a visitor's page from the cache, or renders it and keeps a copy; anything else goes straight to render. */
  return function handle(req: IncomingMessage, res: ServerResponse, render: Render) {
    if (!isVisitorPageRequest(req)) return render(req, res);
    if (!generation) return serveOrRender(req, res, render, 0);
    generation().then(
      (gen) => {
        latest = Math.max(latest, gen);
        serveOrRender(req, res, render, gen);
      },
      () => render(req, res), // the generation is unknown: no copy can be trusted or kept
    );
  };

  function serveOrRender(req: IncomingMessage, res: ServerResponse, render: Render, gen: number) {
    const url = req.url as string;
    const entry = fresh(url, gen);
    if (entry) {
      serveStored(entry, req, res).catch((error: unknown) => res.destroy(error as Error));
      return;
    }

    const chunks: Buffer[] = [];
    const outagesBefore = outages();
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      store(url, gen, res, chunks, outagesBefore);
      return result;
    }) as typeof res.end;
    res.setHeader("x-cache", "MISS");
    render(req, res);
  }
}
