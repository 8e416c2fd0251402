import type { IncomingMessage, ServerResponse } from "node:http";
import { NextRequest } from "next/server";
import { declaresTooLarge, MAX_BODY_BYTES } from "@/lib/api/parse-input";
import { failureResponse, type RouteHandler } from "@/lib/api/with-route";
import { payloadTooLarge } from "@/lib/errors";
import { acceptsGzip, gzipBody } from "./gzip";

/** "METHOD /path" -> the route file's export; a `[name]` segment matches one path segment, passed as params.name */
export type DirectRoutes = Record<string, RouteHandler>;

type Pattern = { method: string; segments: string[]; handler: RouteHandler };

/** The route whose method and path match, with the values of its `[name]` segments (still percent-encoded). */
function match(patterns: Pattern[], method: string, path: string): { handler: RouteHandler; params: Record<string, string> } | null {
  const parts = path.split("/");
  for (const p of patterns) {
    if (p.method !== method || p.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = p.segments.every((segment, i) => {
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (!name) return segment === parts[i];
      params[name] = parts[i];
      return parts[i].length > 0;
    });
    if (ok) return { handler: p.handler, params };
  }
  return null;
}

// as Next's own compression: answers under 1 KiB go as they are
const GZIP_FROM = 1024;

/**
 * Serves the listed API calls by calling their route handler (the same app/api export, behind withRoute) straight
 * from scripts/start.ts, the way the integration tests call them, instead of through Next's router and response
 * pipeline, whose fixed cost per request (~1.4 ms of CPU here) was more than the whole vote's work:
 * docs/decisions/0008-direct-api-routes.md. Returns false for every other request, which Next then serves.
 */
export function directApiRoutes(routes: DirectRoutes) {
  const patterns: Pattern[] = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(" ");
    return { method, segments: path.split("/"), handler };
  });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const found = match(patterns, req.method ?? "GET", query < 0 ? url : url.slice(0, query));
    if (!found) return false;
    serve(req, res, found.handler, found.params)
      .catch((error: unknown) => {
        // a client that went away mid-request is not an error of ours
        if (req.socket.destroyed || res.headersSent) return void res.destroy();
        return write(req, res, failureResponse(error, req.headers["x-request-id"]));
      })
      .catch(() => res.destroy());
    return true;
  };
}

async function serve(req: IncomingMessage, res: ServerResponse, handler: RouteHandler, params: Record<string, string>) {
  const raw = await readBody(req);
  if (!raw) {
    // the rest of the upload is not read: answer, then close the connection instead of draining it
    res.shouldKeepAlive = false;
    await write(req, res, failureResponse(payloadTooLarge(), req.headers["x-request-id"]));
    return;
  }
  const body = raw.toString("utf8");
  const headers = new Headers();
  // the parsed headers, not rawHeaders: start.ts overwrites x-pv-client-ip there, whatever the client sent
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else for (const each of value ?? []) headers.append(name, each);
  }
  const request = new NextRequest(new URL(req.url ?? "/", origin(req.headers.host)), {
    method: req.method,
    headers,
    body: body.length ? body : undefined,
  });
  // as Next passes them: decoded; a segment that does not decode stays as it came (the handler answers 404)
  const decoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, safeDecode(v)]));
  await write(req, res, await handler(request, { params: Promise.resolve(decoded) }));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function write(req: IncomingMessage, res: ServerResponse, response: Response) {
  let answer = Buffer.from(await response.arrayBuffer());
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  out.vary = out.vary ? `${out.vary}, Accept-Encoding` : "Accept-Encoding";
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  if (answer.length >= GZIP_FROM && acceptsGzip(req) && !response.headers.has("content-encoding")) {
    answer = await gzipBody(answer);
    out["content-encoding"] = "gzip";
  }
  out["content-length"] = String(answer.length);
  res.writeHead(response.status, out);
  res.end(answer);
}

/** Next's own origin for a request: its Host header, when that is a plausible host. */
const origin = (host: string | undefined) => `http://${host && /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host) ? host : "localhost"}`;

/**
 * The body, or null when it is larger than any route reads (a Content-Length over the limit, or more bytes than that
 * arriving): reading stops there, so an upload of any size costs at most the limit and a chunk of memory.
 */
function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  if (declaresTooLarge(req.headers["content-length"], limit)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | null) => {
      // a connection lost after this is the response's concern; an 'error' without a listener would throw
      req.off("data", onData).off("end", onEnd).off("error", reject).on("error", () => {});
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        return done(null);
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}
