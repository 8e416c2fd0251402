import { describe, expect, it } from "vitest";
import { addressNetworks } from "./address-networks";

describe("addressNetworks", () => {
  it("puts an IPv4 address in its /24 and no wider network", () => {
    expect(addressNetworks("203.0.113.9")).toEqual({ address: "203.0.113.9", network: "203.0.113.0/24", wide: null });
    expect(addressNetworks(" 203.0.113.9:8080 ")?.address).toBe("203.0.113.9");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it is, in every spelling", () => {
    for (const raw of [
      "::ffff:203.0.113.9",
      "::FFFF:cb00:7109",
      "[::ffff:203.0.113.9]:443",
      "0:0:0:0:0:ffff:203.0.113.9",
    ]) {
      expect(addressNetworks(raw)).toEqual(addressNetworks("203.0.113.9"));
    }
  });

  it("writes IPv6 one way (full lowercase groups) and puts it in its /64 and /48; zone ids and brackets drop", () => {
    const expected = {
      address: "2001:0db8:0001:0002:0000:0000:0000:0001",
      network: "2001:0db8:0001:0002::/64",
      wide: "2001:0db8:0001::/48",
    };
    for (const raw of ["2001:db8:1:2::1", "2001:DB8:1:2:0:0:0:1", "[2001:db8:1:2::1]:8080", "2001:db8:1:2::1%eth0"]) {
      expect(addressNetworks(raw)).toEqual(expected);
    }
    expect(addressNetworks("::1")?.network).toBe("0000:0000:0000:0000::/64");
    expect(addressNetworks("64:ff9b::198.51.100.1")?.address).toBe("0064:ff9b:0000:0000:0000:0000:c633:6401");
  });

  it("gives nothing for what is no address", () => {
    for (const raw of [
      "",
      "unknown",
      "localhost",
      "1.2.3",
      "256.1.1.1",
      "1.2.3.4.5",
      "2001:db8::1::2",
      "::gggg",
      "[1.2.3.4",
      "1.2.3.4:99999",
      "x".repeat(200),
    ]) {
      expect(addressNetworks(raw)).toBeNull();
    }
  });
});
