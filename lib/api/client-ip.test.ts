import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth/login", { headers });

describe("clientIp", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("without TRUST_PROXY knows no address, whatever the client sends", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }))).toBeNull();
    expect(clientIp(request({ "x-pv-client-ip": "6.6.6.6" }))).toBeNull();
  });

  it("with TRUST_PROXY reads the address the proxy appended (the last X-Forwarded-For entry), not one the client sent", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-pv-client-ip": "6.6.6.6" }))).toBeNull();
  });

  it("clientIp answers the canonical address, or null for a header that holds no address", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, ::FFFF:203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, garbage" }))).toBeNull();
    vi.unstubAllEnvs();
  });
});
