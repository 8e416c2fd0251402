import { env } from "@/lib/env";

const store = globalThis as unknown as { __pvStampsClientIp?: boolean };

/**
 * Called by the server that stamps x-pv-client-ip from the socket on every request, overwriting any sent value
 * (lib/serve/site-server.ts, used by scripts/start.ts). Under plain `next start` or on a serverless host nothing
 * stamps it, so a client could send its own: there the header is ignored.
 */
export function trustStampedClientIp() {
  store.__pvStampsClientIp = true;
}

/**
 * The client address for per-IP limits. With TRUST_PROXY, the last X-Forwarded-For entry: the address the proxy
 * in front (the host's edge, a load balancer) saw, appended or overwritten by it; entries before it came from the
 * client. Otherwise the socket address stamped by scripts/start.ts; under `next start` without TRUST_PROXY the
 * route handlers cannot see the socket, and every client shares one "unknown" address.
 */
export function clientIp(req: Request): string {
  if (env().TRUST_PROXY) {
    const last = req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return (store.__pvStampsClientIp && req.headers.get("x-pv-client-ip")) || "unknown";
}
