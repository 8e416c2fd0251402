import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { closeAfterAnswer } from "@/lib/close-after-answer";
import { errorBody } from "@/lib/errors";
import { OUTAGE_RETRY_AFTER_SECONDS, recentOutage } from "@/lib/outage";
import { isPagePath, methodNotAllowed, PAGE_METHODS, refusedOnPage } from "@/lib/page-methods";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/request-id";
import { newNonce, securityHeaders } from "@/lib/security-headers";
import { SHARED_CACHE_HEADER } from "@/lib/cache-policy";
import { CONNECTION_ADDRESS_HEADER } from "@/lib/connection-address";
import { langOnErrorShell } from "@/lib/error-shell-lang";

/**
 * The app's edge on Node's HTTP server, before Next (docs/decisions/0020-server-edge.md): a page's refused method is
 * answered 405 without reading its body, a page's 500 during a recorded outage goes out as 503, and the app learns
 * the connection's own address (lib/api/client-ip.ts), which a route handler cannot see; a page's 404 that Next serves
 * as its error shell gets the lang its root layout would have given it (lib/error-shell-lang.ts).
 */
type Listener = (this: Server, req: IncomingMessage, res: ServerResponse) => void;

const store = globalThis as unknown as { __pvServerEdge?: boolean };
/** The server's own 'request' listeners (Next's), called by the edge's one listener in their place. */
const inner = new WeakMap<Server, Listener[]>();

export function installServerEdge(): void {
  if (store.__pvServerEdge) return;
  store.__pvServerEdge = true;
  subscribe("http.server.request.start", (message) => guard((message as { server: Server }).server));
}

/** Puts the edge's listener in place of the server's 'request' listeners (again if one was added since). */
function guard(server: Server) {
  if (inner.has(server) && server.listenerCount("request") === 1) return;
  const others = server.listeners("request").filter((listener) => listener !== edge) as Listener[];
  for (const listener of others) server.off("request", listener);
  inner.set(server, [...(inner.get(server) ?? []), ...others]);
  if (server.listenerCount("request") === 0) server.on("request", edge);
  // with a listener here Node sends no 100 Continue by itself: a refused request is never invited to send its body
  if (server.listenerCount("checkContinue") === 0) server.on("checkContinue", edgeContinue);
}

function edge(this: Server, req: IncomingMessage, res: ServerResponse) {
  req.headers[CONNECTION_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  if (refuse(req, res)) return;
  answerOutagesWith503(req, res);
  if (req.method === "GET") {
    const path = pathOf(req.url);
    if (path !== undefined && isPagePath(path)) langOnErrorShell(res);
  }
  for (const listener of inner.get(this) ?? []) listener.call(this, req, res);
}

function edgeContinue(this: Server, req: IncomingMessage, res: ServerResponse) {
  if (refuse(req, res)) return;
  res.writeContinue();
  this.emit("request", req, res);
}

/** The path of a request target in origin form, normalised as a URL parser does; undefined for any other form. */
function pathOf(url: string | undefined): string | undefined {
  if (!url || url[0] !== "/" || url[1] === "/") return undefined;
  const end = url.indexOf("?");
  const path = end < 0 ? url : url.slice(0, end);
  return /[.%\\]/.test(path) ? new URL(path, "http://edge").pathname : path;
}

function refuse(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return false;
  const path = pathOf(req.url);
  if (path === undefined || !refusedOnPage(method, path)) return false;
  const body = JSON.stringify(errorBody(methodNotAllowed()));
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const headers: OutgoingHttpHeaders = {
    ...securityHeaders(newNonce(), {
      // APP_URL as set: unset, the connection's own scheme decides (env() would give its http://localhost default)
      // eslint-disable-next-line no-restricted-syntax -- for the reason above
      https: (process.env.APP_URL ?? (encrypted ? "https://" : "http://")).startsWith("https://"),
      dev: process.env.NODE_ENV === "development",
    }),
    [REQUEST_ID_HEADER]: requestIdOf(req.headers[REQUEST_ID_HEADER]),
    Allow: PAGE_METHODS,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
  };
  // the body is never read: the connection ends with this answer, unless the whole request has already arrived
  if (!req.complete) {
    headers.Connection = "close";
    closeAfterAnswer(req);
  }
  res.writeHead(405, headers);
  res.end(body);
  return true;
}

/** A page's 500 during a recorded outage goes out as 503, Retry-After, no-store, and for no shared cache. */
function answerOutagesWith503(req: IncomingMessage, res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 500 || !recentOutage()) return writeHead.apply(this, [status, ...rest] as never);
    const path = pathOf(req.url);
    if (path === undefined || !isPagePath(path)) return writeHead.apply(this, [status, ...rest] as never);
    const given = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    for (const [name, value] of Object.entries((given ?? {}) as OutgoingHttpHeaders))
      if (value !== undefined) this.setHeader(name, value);
    this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    this.setHeader("Cache-Control", "no-store");
    this.removeHeader(SHARED_CACHE_HEADER);
    const raw = rest.find((arg) => Array.isArray(arg)) as string[] | undefined;
    return raw ? writeHead.call(this, 503, raw) : writeHead.call(this, 503);
  };
}
