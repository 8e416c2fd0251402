import { addressNetworks } from "@/lib/address-networks";
import { CONNECTION_ADDRESS_HEADER } from "@/lib/connection-address";
import { env } from "@/lib/env";

/**
 * The client address for per-address and per-network limits, the one place it is read (decisions.md 'Deployment'):
 * with TRUST_PROXY=N the Nth X-Forwarded-For entry from the right, the one the Nth proxy in front added (N=1: the
 * nearest, which saw the client itself); entries before it may come from the client. Fewer entries than N: the
 * request came past the outer proxies, and the first entry is the one the nearest proxy saw. Without TRUST_PROXY, or
 * when the entry holds no address, the connection's own. Always in one canonical form (addressNetworks), so one client
 * cannot look like many by writing its address another way. Null only where no edge has seen the request (a handler
 * called in a test; a host with no Node server, which the start refuses: lib/startup-check.ts).
 */
export function clientIp(req: Request): string | null {
  const proxies = env().TRUST_PROXY;
  const connection = req.headers.get(CONNECTION_ADDRESS_HEADER);
  const entries = proxies ? forwardedEntries(req.headers.get("x-forwarded-for")) : [];
  const forwarded = entries.length ? (entries.at(-proxies) ?? entries[0]) : null;
  const parsed = (forwarded && addressNetworks(forwarded)) || (connection && addressNetworks(connection));
  return parsed ? parsed.address : null;
}

const forwardedEntries = (header: string | null) =>
  (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
