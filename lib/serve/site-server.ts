import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { trustStampedClientIp } from "@/lib/api/client-ip";

// Node closes a keep-alive connection after 5 s idle by default, and a client that sends its next request on it at
// that moment gets ECONNRESET (CI saw it from Playwright's request client, whose agent keeps idle sockets with no
// time limit). Load balancers keep idle connections to the app for 60 s (AWS's default): the app must keep them
// longer than whatever sits in front of it, so that the closing side is always the client's.
export const KEEP_ALIVE_MS = 65_000;

/** Every server createSiteServer made in this process: what a SIGTERM drains (lib/serve/drain.ts). */
export const siteServers = new Set<Server>();

/** The HTTP server scripts/start.ts listens with: idle connections held as above, the client address stamped. */
export function createSiteServer(listener: (req: IncomingMessage, res: ServerResponse) => void): Server {
  trustStampedClientIp();
  const server = createServer((req, res) => {
    // the socket address, for per-IP limits; a client cannot forge it (see lib/api/client-ip.ts)
    req.headers["x-pv-client-ip"] = req.socket.remoteAddress ?? "unknown";
    listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  siteServers.add(server);
  server.once("close", () => siteServers.delete(server));
  return server;
}
