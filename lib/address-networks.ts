import { isIPv4, isIPv6 } from "node:net";

/** An address and the networks it is counted in (docs/decisions/0015-networks-and-mailboxes.md). */
type AddressNetworks = {
  /** the canonical address: IPv4 dotted, IPv6 as eight full lowercase groups; an IPv4-mapped IPv6 address as IPv4 */
  address: string;
  /** IPv4 /24 or IPv6 /64: one home, office or school */
  network: string;
  /** IPv6 /48, what a provider often gives one customer; null for IPv4 (its /24 is already the customer's) */
  wide: string | null;
};

function ipv4(text: string): AddressNetworks | null {
  if (!isIPv4(text)) return null;
  const parts = text.split(".").map(Number);
  return { address: parts.join("."), network: `${parts.slice(0, 3).join(".")}.0/24`, wide: null };
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part folded in); null when malformed. */
function ipv6Groups(text: string): number[] | null {
  if (!isIPv6(text)) return null;
  let body = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail) {
    const [a, b, c, d] = tail[1].split(".").map(Number);
    body = `${body.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = body.split("::");
  const side = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = side(head);
  const right = side(rest);
  const groups = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * Parses a client address as a proxy may write it (brackets, a port, a zone id, IPv4-mapped IPv6) into its
 * canonical form and its networks; anything else (garbage, a name, an empty string) is null: no address, no key.
 */
export function addressNetworks(raw: string): AddressNetworks | null {
  let text = raw.trim();
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$|^\[([^\]]+)\]$|^(\d+\.\d+\.\d+\.\d+):(\d{1,5})$/.exec(text);
  if (withPort) {
    const port = Number(withPort[2] ?? withPort[5] ?? 0);
    if (port > 65535) return null;
    text = withPort[1] ?? withPort[3] ?? withPort[4];
  }
  text = text.replace(/%[^%]*$/, "").toLowerCase();
  if (text.length > 64) return null;
  const v4 = ipv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket: counted as that IPv4 address
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4([groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join("."));
  }
  const hex = groups.map((g) => g.toString(16).padStart(4, "0"));
  return {
    address: hex.join(":"),
    network: `${hex.slice(0, 4).join(":")}::/64`,
    wide: `${hex.slice(0, 3).join(":")}::/48`,
  };
}
