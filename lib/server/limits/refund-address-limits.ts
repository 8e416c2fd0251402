import "server-only";
import { addressLimitKeys } from "./address-limit-keys";
import { refundLimit } from "./refund-limit";
import type { AddressLimit } from "./limits";

/** Gives back the point consumeAddressLimits took from each of this address's budgets (refundLimit's rule). */
export async function refundAddressLimits(limit: AddressLimit, ip: string | null) {
  await Promise.all(addressLimitKeys(limit, ip).map(({ name, key }) => refundLimit(name, key)));
}
