import { addressNetworks } from "@/lib/address-networks";
import { env } from "@/lib/env";

/**
 * The client address for per-IP limits, or null when none can be trusted. With TRUST_PROXY, the last
 * X-Forwarded-For entry: the address the proxy in front (the host's edge, a load balancer, npm start's front) saw,
 * appended or overwritten by it; entries before it came from the client. Without TRUST_PROXY a route handler cannot
 * see the socket, and a shared "unknown" bucket would let one client lock every visitor out: per-IP limits are then
 * skipped (decisions.md 'Deployment'; instrumentation.ts warns once at start). The address comes back in one
 * canonical form (addressNetworks), so one client cannot look like many by writing its address another way; an
 * entry that is no address at all gives null.
 */
export function clientIp(req: Request): string | null {
  if (!env().TRUST_PROXY) return null;
  const raw = req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return raw ? (addressNetworks(raw)?.address ?? null) : null;
}
