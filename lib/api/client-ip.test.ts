import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp, trustStampedClientIp } from "./client-ip";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth/login", { headers });
const store = globalThis as unknown as { __pvStampsClientIp?: boolean };

describe("clientIp", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete store.__pvStampsClientIp;
  });

  it("under plain next start (nothing stamps the socket address) ignores a client-sent x-pv-client-ip", () => {
    expect(clientIp(request({ "x-pv-client-ip": "6.6.6.6" }))).toBe("unknown");
  });

  it("behind scripts/start.ts's server reads the address it stamped", () => {
    trustStampedClientIp();
    expect(clientIp(request({ "x-pv-client-ip": "10.0.0.7" }))).toBe("10.0.0.7");
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4", "x-pv-client-ip": "10.0.0.7" }))).toBe("10.0.0.7");
  });

  it("with TRUST_PROXY reads the address the proxy appended (the last X-Forwarded-For entry), not one the client sent", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(request({ "x-pv-client-ip": "6.6.6.6" }))).toBe("unknown");
  });
});
