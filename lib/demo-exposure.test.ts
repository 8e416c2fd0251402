import { describe, expect, it, vi } from "vitest";
import { isLoopbackUrl, PUBLIC_DEMO_WARNING, warnIfPublicDemo } from "./demo-exposure";

describe("the public-demo warning at start (issue 17)", () => {
  it("knows loopback addresses from public ones", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3610",
      "http://127.1.2.3",
      "http://[::1]:3000",
      "http://app.localhost",
    ])
      expect(isLoopbackUrl(url)).toBe(true);
    for (const url of ["https://peoplesverdict.example", "http://10.0.0.5:3000", "http://0.0.0.0:3000", "not a url"])
      expect(isLoopbackUrl(url)).toBe(false);
  });

  it("warns loudly once when demo mode serves a public APP_URL, and stays quiet otherwise", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(warnIfPublicDemo({ DEMO_MODE: "1", APP_URL: "https://demo.example", DATABASE_URL: "postgres://x" })).toBe(
      true,
    );
    expect(warnIfPublicDemo({ APP_URL: "https://demo.example" })).toBe(true); // no DATABASE_URL: demo mode by default
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain(PUBLIC_DEMO_WARNING);

    warn.mockClear();
    expect(warnIfPublicDemo({ DEMO_MODE: "1", APP_URL: "http://localhost:3000" })).toBe(false);
    expect(warnIfPublicDemo({ DEMO_MODE: "0", APP_URL: "https://demo.example" })).toBe(false);
    expect(warnIfPublicDemo({ APP_URL: "https://real.example", DATABASE_URL: "postgres://x" })).toBe(false);
    expect(warnIfPublicDemo({ DEMO_MODE: "1" })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
