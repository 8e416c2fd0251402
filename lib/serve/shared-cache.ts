// The shared HTTP cache `npm start` puts in front of its workers, standing in for a host's CDN (decisions.md
// 'Deployment', docs/decisions/0010-npm-start.md). It decides nothing itself: what it keeps and for how long follow the
// app's own headers, read by http-cache-semantics as a shared cache, with `CDN-Cache-Control` (RFC 9213) in place of
// `Cache-Control` when the answer carries it. A kept answer is served with its stored headers and bytes unchanged
// (its CSP nonce included), plus Age and X-Cache.
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import CachePolicy from "http-cache-semantics";

type Stored = {
  policy: CachePolicy;
  variant: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  size: number;
};
type Fetched = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type SharedCacheOptions = {
  /** the workers' ports, read at every request (a replaced worker changes them); the least busy one gets it */
  ports: number[];
  maxEntries?: number;
  maxBytes?: number;
  /** a larger answer is passed on and not kept */
  maxBodyBytes?: number;
};

// never forwarded either way (RFC 9110 7.6.1); Node writes its own
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);
// a request with one of these is personal or conditional: passed on, and its answer not kept
const BYPASS = [
  "cookie",
  "authorization",
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "range",
];

const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)),
  ) as IncomingHttpHeaders;

/** The headers as http-cache-semantics reads them, CDN-Cache-Control taking Cache-Control's place when present. */
function policyHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  if (flat["cdn-cache-control"] !== undefined) flat["cache-control"] = flat["cdn-cache-control"];
  return flat;
}

const requestLike = (req: IncomingMessage) => ({
  method: req.method,
  url: req.url,
  headers: policyHeaders(req.headers),
});

/** Which variant of a URL a request selects: the values of the headers the answer's Vary names. */
const variantOf = (vary: string | undefined, req: IncomingMessage) =>
  JSON.stringify(
    (vary ?? "")
      .toLowerCase()
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .sort()
      .map((name) => [name, req.headers[name] ?? null]),
  );

export function sharedCache({
  ports,
  maxEntries = 2000,
  maxBytes = 128 * 1024 * 1024,
  maxBodyBytes = 4 * 1024 * 1024,
}: SharedCacheOptions) {
  // URL -> its variants; Map order is the order of last use, so the first key is the least recently used
  const entries = new Map<string, Stored[]>();
  const busy = new Map<number, number>();
  const revalidating = new Set<string>();
  // coalescing: the requests waiting for a fetch already under way, by URL and variant
  const waiting = new Map<string, { req: IncomingMessage; res: ServerResponse }[]>();
  // URL -> what its last answer said: the Vary it named, and whether it was kept
  const known = new Map<string, { vary: string | undefined; kept: boolean }>();
  const agent = new Agent({ keepAlive: true, timeout: 60_000 });
  let count = 0;
  let bytes = 0;

  const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""} ${req.url ?? ""}`;
  const cacheable = (req: IncomingMessage) =>
    req.method === "GET" && BYPASS.every((name) => req.headers[name] === undefined);

  function pickPort(): number {
    let best = ports[0];
    for (const port of ports) if ((busy.get(port) ?? 0) < (busy.get(best) ?? 0)) best = port;
    return best;
  }

  function remove(key: string, stored: Stored) {
    const variants = entries.get(key) ?? [];
    const at = variants.indexOf(stored);
    if (at < 0) return;
    variants.splice(at, 1);
    if (!variants.length) entries.delete(key);
    count -= 1;
    bytes -= stored.size;
  }

  /** Keeps an answer when its headers allow a shared cache to, replacing the same variant; says whether it did. */
  function store(key: string, req: IncomingMessage, answer: Fetched): boolean {
    if (answer.status >= 500 || answer.headers["set-cookie"] || answer.body.length > maxBodyBytes) return false;
    const policy = new CachePolicy(
      requestLike(req),
      { status: answer.status, headers: policyHeaders(answer.headers) },
      { shared: true },
    );
    if (!policy.storable() || policy.timeToLive() <= 0) return false;
    const variant = variantOf(policyHeaders(answer.headers).vary, req);
    for (const old of [...(entries.get(key) ?? [])]) if (old.variant === variant) remove(key, old);
    const size = answer.body.length + JSON.stringify(answer.headers).length + key.length;
    const variants = entries.get(key) ?? [];
    entries.delete(key);
    entries.set(key, [...variants, { policy, variant, ...answer, size }]);
    count += 1;
    bytes += size;
    while (count > maxEntries || bytes > maxBytes) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Stored[]];
      remove(oldestKey, oldest[0]);
    }
    return true;
  }

  /** A stored answer this request may have: fresh, or stale within stale-while-revalidate (then revalidate is true). */
  function lookup(key: string, req: IncomingMessage): { stored: Stored; revalidate: boolean } | undefined {
    const variants = entries.get(key);
    if (!variants) return undefined;
    const asked = requestLike(req);
    for (const stored of [...variants]) {
      if (stored.policy.timeToLive() <= 0) {
        remove(key, stored);
        continue;
      }
      const { response, revalidation } = stored.policy.evaluateRequest(asked);
      if (!response) continue;
      entries.delete(key);
      entries.set(key, variants);
      return { stored, revalidate: !!revalidation };
    }
    return undefined;
  }

  /** Sends the request to a worker; the answer's head arrives through onResponse. */
  function forward(
    req: IncomingMessage,
    headers: IncomingHttpHeaders,
    onResponse: (upstream: IncomingMessage) => void,
    onError: (error: Error) => void,
  ) {
    const port = pickPort();
    busy.set(port, (busy.get(port) ?? 0) + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      busy.set(port, (busy.get(port) ?? 1) - 1);
    };
    const upstream = request({ host: "localhost", port, method: req.method, path: req.url, headers, agent }, (res) => {
      res.once("end", release).once("close", release);
      onResponse(res);
    });
    upstream.once("error", (error) => {
      release();
      onError(error);
    });
    return upstream;
  }

  /** The headers a worker gets: the client's, less hop-by-hop ones, with X-Forwarded-For the socket's address. */
  const upstreamHeaders = (req: IncomingMessage): IncomingHttpHeaders => ({
    ...forwardable(req.headers),
    "x-forwarded-for": req.socket.remoteAddress ?? "unknown",
  });

  /** Updates what the last answer for a URL said (kept bounded, least recently told first out). */
  function remember(key: string, vary: string | undefined, kept: boolean) {
    known.delete(key);
    known.set(key, { vary, kept });
    if (known.size > maxEntries) known.delete(known.keys().next().value as string);
  }

  // A stale copy served within stale-while-revalidate is refetched by one background request per copy: the stale hits
  // that arrive while it runs are served the stale copy and start nothing.
  function revalidate(key: string, req: IncomingMessage, stored: Stored) {
    const id = `${key} ${stored.variant}`;
    if (revalidating.has(id)) return;
    revalidating.add(id);
    const finish = () => revalidating.delete(id);
    forward(
      req,
      upstreamHeaders(req),
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.once("end", () => {
          finish();
          const headers = forwardable(res.headers);
          remember(
            key,
            policyHeaders(headers).vary,
            store(key, req, { status: res.statusCode ?? 502, headers, body: Buffer.concat(chunks) }),
          );
        });
        res.once("error", finish);
      },
      finish,
    ).end();
  }

  function serveStored(res: ServerResponse, stored: Stored) {
    res.writeHead(stored.status, { ...stored.headers, age: String(Math.floor(stored.policy.age())), "x-cache": "HIT" });
    res.end(stored.body);
  }

  /**
   * Sends the request to a worker and streams the answer back, keeping it when it is a candidate and its headers allow.
   * `settled` is called once, when the answer has been kept (true) or not (false: not storable, too large, failed, or
   * the client left before its end).
   */
  function pass(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    candidate: boolean,
    settled: (kept: boolean) => void = () => {},
  ) {
    let done = false;
    const settle = (kept: boolean) => {
      if (done) return;
      done = true;
      settled(kept);
    };
    const upstream = forward(
      req,
      upstreamHeaders(req),
      (answer) => {
        const headers = forwardable(answer.headers);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, { ...headers, "x-cache": "MISS" });
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (candidate && size <= maxBodyBytes) chunks.push(chunk);
          if (!res.write(chunk)) {
            answer.pause();
            res.once("drain", () => answer.resume());
          }
        });
        answer.once("end", () => {
          res.end();
          if (!candidate) return settle(false);
          const kept =
            size <= maxBodyBytes &&
            store(key, req, { status: answer.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
          remember(key, policyHeaders(headers).vary, kept);
          settle(kept);
        });
        answer.once("error", () => res.destroy());
        answer.once("close", () => settle(false));
      },
      () => {
        settle(false);
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        res.end("Bad gateway");
      },
    );
    res.once("close", () => {
      if (res.writableFinished) return;
      upstream.destroy();
      settle(false);
    });
    req.pipe(upstream);
  }

  /**
   * Answers one request from the cache, or from a worker (keeping the answer when its headers allow).
   *
   * Misses that could be served from the cache wait for one fetch (request coalescing, as a CDN does): a link that
   * goes viral costs one render, not one per visitor who arrives before the first render is done. They wait for the
   * fetch of their own variant when the URL's Vary is known (from its last answer), else for the URL's first fetch.
   * When that answer is kept, each waiter gets the copy its request selects (or goes to a worker itself if none
   * fits). When it is not kept, it is not shared with them: an answer the app did not mark shareable may be one
   * visitor's own (a Set-Cookie, a private or no-store answer), and sending it to others is what the headers forbid;
   * so each waiter goes to a worker itself, and until a later answer for that URL is kept, its misses do not wait at
   * all (what Varnish's hit-for-miss does), so an uncacheable URL is never queued behind one request at a time.
   */
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const key = keyOf(req);
    if (!cacheable(req)) return pass(req, res, key, false);
    const hit = lookup(key, req);
    if (hit) {
      if (hit.revalidate) revalidate(key, req, hit.stored);
      return serveStored(res, hit.stored);
    }
    const last = known.get(key);
    if (last && !last.kept) return pass(req, res, key, true);
    const id = `${key} ${variantOf(last?.vary, req)}`;
    const queue = waiting.get(id);
    if (queue) return void queue.push({ req, res });
    waiting.set(id, []);
    pass(req, res, key, true, (kept) => {
      const waiters = waiting.get(id) ?? [];
      waiting.delete(id);
      for (const waiter of waiters) {
        if (waiter.res.destroyed) continue;
        const copy = kept ? lookup(key, waiter.req) : undefined;
        if (copy) serveStored(waiter.res, copy.stored);
        else pass(waiter.req, waiter.res, key, true);
      }
    });
  };
}
