import "server-only";
import { addressLimitKeys } from "./address-limit-keys";
import { consumeLimit } from "./consume-limit";
import type { AddressLimit } from "./limits";

/**
 * Counts one attempt from this client address against its address, network and /48 budgets at once (each one
 * atomic statement); past any of them throws the 429 of the first refusal. Nothing when the address is unknown.
 */
export async function consumeAddressLimits(limit: AddressLimit, ip: string | null) {
  const results = await Promise.allSettled(addressLimitKeys(limit, ip).map(({ name, key }) => consumeLimit(name, key)));
  const refused = results.find((r) => r.status === "rejected");
  if (refused) throw refused.reason;
}
