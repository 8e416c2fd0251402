import "server-only";
import { addressNetworks } from "@/lib/address-networks";
import { addressHash } from "./address-hash";
import { ADDRESS_LIMITS, type AddressLimit, type LimitName } from "./limits";

/**
 * The limits and keys one attempt from this client address counts in: its address, its network and (IPv6) its /48,
 * each key a keyed hash (the raw address is never a key: address-hash.ts). None when the address is unknown
 * (no TRUST_PROXY) or is no address.
 */
export function addressLimitKeys(limit: AddressLimit, ip: string | null): { name: LimitName; key: string }[] {
  const parsed = ip ? addressNetworks(ip) : null;
  if (!parsed) return [];
  const names = ADDRESS_LIMITS[limit];
  const keys: { name: LimitName; key: string }[] = [
    { name: names.ip, key: `ip:${addressHash("ip", parsed.address)}` },
    { name: names.net, key: `net:${addressHash("net", parsed.network)}` },
  ];
  if (parsed.wide) keys.push({ name: names.wide, key: `wide:${addressHash("wide", parsed.wide)}` });
  return keys;
}
