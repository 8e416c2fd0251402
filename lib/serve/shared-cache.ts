// The shared HTTP cache `npm start` puts in front of its workers, standing in for a host's CDN (decisions.md
// 'Deployment', docs/decisions/0010-npm-start.md). It decides nothing itself: what it keeps and for how long follow the
// app's own headers, read by http-cache-semantics as a shared cache, with `CDN-Cache-Control` (RFC 9213) in place of
// `Cache-Control` when the answer carries it. A kept answer is served with its stored headers and bytes unchanged
// (its CSP nonce included), plus Age and X-Cache.
//
// Forwarding frames every request strictly (RFC 9112 section 6), so each answer belongs to the request that asked for
// it: what cannot be framed never reaches a worker (Node's parser refuses both Content-Length and Transfer-Encoding,
// an obfuscated Transfer-Encoding and a broken chunk), and undici writes each forwarded body with its own framing,
// whatever the method, and never reuses a worker connection whose request or answer did not end cleanly (an answer
// that ends before its request body did, a body on a method that expects none, such as GET, an error); a request with
// a body has a worker connection of its own, closed after its answer. A request with a body is answered as plain
// `next start` answers it, and its answer is never kept.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { PassThrough, type Readable } from "node:stream";
import CachePolicy from "http-cache-semantics";
import { Agent, Client, type Dispatcher } from "undici";
import { NEXT_ROUTER_HEADERS } from "../cache-policy";
import { closeAfterAnswer } from "../close-after-answer";

type Stored = {
  policy: CachePolicy;
  variant: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  size: number;
};
type Fetched = { status: number; headers: IncomingHttpHeaders; body: Buffer };
type Answer = { statusCode: number; headers: IncomingHttpHeaders; body: Readable };

export type SharedCacheOptions = {
  /** the workers' ports, read at every request (a replaced worker changes them); the least busy one gets it */
  ports: number[];
  maxEntries?: number;
  maxBytes?: number;
  /** a larger answer is passed on and not kept */
  maxBodyBytes?: number;
};

// never forwarded either way (RFC 9110 7.6.1): each side writes its own framing. Expect is answered by the front's own
// server (100 Continue) and not passed on.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "expect",
]);
/** Whether the request says it carries a body (RFC 9112 6.3: Transfer-Encoding, or a Content-Length above 0). */
const carriesBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined ||
  (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");
// a request with one of these is personal or conditional, or one of Next's client router (whose answer differs, and
// does not always say so in Vary: issue 34 item 1): passed on, and its answer not kept
const BYPASS = [
  "cookie",
  "authorization",
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "range",
  ...NEXT_ROUTER_HEADERS,
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
  const agent = new Agent({ keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
  let count = 0;
  let bytes = 0;

  const keyOf = (req: IncomingMessage) => `${req.headers.host ?? ""} ${req.url ?? ""}`;
  const cacheable = (req: IncomingMessage) =>
    req.method === "GET" && !carriesBody(req) && BYPASS.every((name) => req.headers[name] === undefined);

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

  /**
   * Sends the request to a worker; the answer's head arrives through onResponse. With `body`, the client's request body
   * goes with it (through a stream of its own, so that undici ending its part never cuts the client's connection: an
   * answer that comes before the body has all arrived is sent whole, and the rest of the body is not read: the client's
   * connection closes after that answer, as `next start`'s does after a page's 405, lib/server-edge.ts). Returns what
   * abandons the request (and the worker connection it used).
   */
  function forward(
    req: IncomingMessage,
    headers: IncomingHttpHeaders,
    body: boolean,
    onResponse: (upstream: Answer) => void,
    onError: (error: Error) => void,
  ): () => void {
    const port = pickPort();
    const origin = `http://localhost:${port}`;
    busy.set(port, (busy.get(port) ?? 0) + 1);
    // A request with a body gets a worker connection of its own, dropped after its answer: a worker may answer before
    // it has read the whole body (a 413) and leave the rest unread on the connection, where the next request sent on
    // it would wait behind those bytes until the worker's keep-alive timeout (issue 34 item 6). Only bodiless requests
    // share the pooled connections.
    const dispatcher: Dispatcher = body ? new Client(origin) : agent;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      busy.set(port, (busy.get(port) ?? 1) - 1);
      if (dispatcher !== agent) void dispatcher.destroy().catch(() => {});
    };
    const controller = new AbortController();
    let sent: PassThrough | null = null;
    if (body) {
      const stream = new PassThrough();
      sent = stream;
      req.pipe(stream);
      // a client that leaves mid-body, or sends a broken chunk, fails the worker request: undici drops its connection
      req.once("close", () => !req.complete && stream.destroy(new Error("the client's request body ended early")));
    }
    dispatcher
      .request({
        origin,
        path: req.url ?? "/",
        method: req.method ?? "GET",
        headers: headers as Record<string, string | string[]>,
        body: sent,
        signal: controller.signal,
      })
      .then(
        (answer) => {
          answer.body.once("end", release).once("close", release);
          // the rest of the client's body is not read: its connection ends with this answer (see pass), and the body
          // stream is destroyed, so the worker connection still waiting for it is dropped
          if (sent && !req.complete) answer.body.once("end", () => (req.unpipe(sent), sent.destroy()));
          onResponse(answer);
        },
        (error: Error) => {
          release();
          if (sent && !req.complete) {
            req.unpipe(sent);
            req.resume();
          }
          onError(error);
        },
      );
    return () => controller.abort();
  }

  /** The headers a worker gets: the client's, less hop-by-hop ones, the socket's address added to X-Forwarded-For. */
  const upstreamHeaders = (req: IncomingMessage): IncomingHttpHeaders => ({
    ...forwardable(req.headers),
    "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress ?? "unknown"]
      .filter(Boolean)
      .join(", "),
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
      false,
      (answer) => {
        const chunks: Buffer[] = [];
        answer.body.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.body.once("end", () => {
          finish();
          const headers = forwardable(answer.headers);
          remember(
            key,
            policyHeaders(headers).vary,
            store(key, req, { status: answer.statusCode, headers, body: Buffer.concat(chunks) }),
          );
        });
        answer.body.once("error", finish);
      },
      finish,
    );
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
    const abandon = forward(
      req,
      upstreamHeaders(req),
      carriesBody(req),
      ({ statusCode, headers: answerHeaders, body }) => {
        const headers = forwardable(answerHeaders);
        // an answer before the client's body has all arrived: no keep-alive with an unread body on the connection
        const early = carriesBody(req) && !req.complete;
        if (early) closeAfterAnswer(req);
        res.writeHead(statusCode, { ...headers, "x-cache": "MISS", ...(early ? { connection: "close" } : {}) });
        const chunks: Buffer[] = [];
        let size = 0;
        body.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (candidate && size <= maxBodyBytes) chunks.push(chunk);
          if (!res.write(chunk)) {
            body.pause();
            res.once("drain", () => body.resume());
          }
        });
        body.once("end", () => {
          res.end();
          if (!candidate) return settle(false);
          const kept =
            size <= maxBodyBytes && store(key, req, { status: statusCode, headers, body: Buffer.concat(chunks) });
          remember(key, policyHeaders(headers).vary, kept);
          settle(kept);
        });
        body.once("error", () => res.destroy());
        body.once("close", () => settle(false));
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
      abandon();
      settle(false);
    });
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
