import { afterEach, describe, expect, it, vi } from "vitest";
import { readEnv } from "@/lib/env";
import { CONNECTION_ADDRESS_HEADER } from "@/lib/connection-address";
import { clientIp } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth/login", { headers });
// what the server edge adds to a request from 192.0.2.7 (lib/server-edge.ts)
const edge = { [CONNECTION_ADDRESS_HEADER]: "::ffff:192.0.2.7" };

describe("clientIp (decisions.md 'Deployment')", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("without TRUST_PROXY is the connection's own address, whatever X-Forwarded-For says", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientIp(request({ ...edge, "x-forwarded-for": "6.6.6.6" }))).toBe("192.0.2.7");
    expect(clientIp(request({ ...edge, "x-forwarded-for": "6.6.6.6, 7.7.7.7" }))).toBe("192.0.2.7");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }))).toBeNull();
  });

  it("with TRUST_PROXY=1 is the last X-Forwarded-For entry, the one the proxy added: rotating the others changes nothing", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (const sent of ["", "6.6.6.6, ", "1.2.3.4, 5.6.7.8, ", "garbage, "])
      expect(clientIp(request({ ...edge, "x-forwarded-for": `${sent}203.0.113.9` }))).toBe("203.0.113.9");
  });

  it("with TRUST_PROXY=2 is the second entry from the right (the client of the outer proxy)", () => {
    vi.stubEnv("TRUST_PROXY", "2");
    const forwarded = (value: string) => clientIp(request({ ...edge, "x-forwarded-for": value }));
    expect(forwarded("6.6.6.6, 203.0.113.9, 198.51.100.1")).toBe("203.0.113.9");
    expect(forwarded("1.1.1.1, 6.6.6.6, 203.0.113.9, 198.51.100.1")).toBe("203.0.113.9");
    // past the outer proxy: the nearest one saw the client itself
    expect(forwarded("203.0.113.9")).toBe("203.0.113.9");
  });

  it("with TRUST_PROXY and no usable entry falls back to the connection's own address", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(request(edge))).toBe("192.0.2.7");
    expect(clientIp(request({ ...edge, "x-forwarded-for": "6.6.6.6, garbage" }))).toBe("192.0.2.7");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, garbage" }))).toBeNull();
  });

  it("answers the canonical address", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, ::FFFF:203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-forwarded-for": "[2001:DB8::1]:443" }))).toBe(
      "2001:0db8:0000:0000:0000:0000:0000:0001",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("is the number of proxies in front; yes and no count as 1 and 0; anything else is refused, naming it", () => {
    const proxies = (value?: string) => readEnv({ NODE_ENV: "development", TRUST_PROXY: value }).TRUST_PROXY;
    expect([undefined, "", "0", "no", "false"].map(proxies)).toEqual([0, 0, 0, 0, 0]);
    expect(["1", "yes", "true", "on", "2"].map(proxies)).toEqual([1, 1, 1, 1, 2]);
    for (const bad of ["-1", "many", "1.5", "constructor"])
      expect(() => proxies(bad)).toThrow(/^TRUST_PROXY must be the number of proxies in front/);
  });
});
