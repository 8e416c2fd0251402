import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressHash } from "./address-hash";

vi.mock("server-only", () => ({}));

const expected = (secret: string, epoch: number, kind: string, value: string) =>
  createHmac("sha256", secret).update(`${epoch}|${kind}|${value}`).digest("base64url").slice(0, 22);
const derive = (sessionSecret: string) =>
  createHmac("sha256", sessionSecret).update("pv-address-hash").digest("base64url");
const WEEK = 7 * 24 * 3600_000;

afterEach(() => vi.unstubAllEnvs());

describe("addressHash", () => {
  it("is HMAC-SHA256 over epoch, kind and value with ADDRESS_HASH_SECRET, 22 characters", () => {
    vi.stubEnv("ADDRESS_HASH_SECRET", "an-address-hash-secret-of-some-length-0123");
    const at = 3 * WEEK + 5;
    expect(addressHash("net", "203.0.113.0/24", at)).toBe(
      expected("an-address-hash-secret-of-some-length-0123", 3, "net", "203.0.113.0/24"),
    );
    expect(addressHash("net", "203.0.113.0/24", 4 * WEEK)).not.toBe(addressHash("net", "203.0.113.0/24", at));
  });

  it("without it, uses a key derived from SESSION_SECRET, and follows a change of that secret", () => {
    vi.stubEnv("ADDRESS_HASH_SECRET", "");
    for (const secret of ["s".repeat(40), "t".repeat(40), "s".repeat(40)]) {
      vi.stubEnv("SESSION_SECRET", secret);
      expect(addressHash("ip", "2001:db8::1", WEEK)).toBe(expected(derive(secret), 1, "ip", "2001:db8::1"));
      expect(addressHash("ip", "2001:db8::1", WEEK)).toBe(expected(derive(secret), 1, "ip", "2001:db8::1"));
    }
  });
});
