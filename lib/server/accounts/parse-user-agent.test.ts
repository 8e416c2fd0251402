import { describe, expect, it } from "vitest";
import { parseUserAgent } from "./parse-user-agent";

describe("parseUserAgent", () => {
  it("names the browser with its major version, the system and the kind of device", () => {
    expect(
      parseUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Windows 10", type: "desktop" });
    expect(
      parseUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 17", os: "iOS 17.5", type: "mobile" });
    expect(parseUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox 133",
      os: "Linux",
      type: "desktop",
    });
  });

  it("gives nulls for an agent it cannot read, none at all, or one longer than any real one", () => {
    expect(parseUserAgent("curl/8.5.0")).toEqual({ browser: null, os: null, type: null });
    expect(parseUserAgent(undefined)).toEqual({ browser: null, os: null, type: null });
    expect(parseUserAgent("")).toEqual({ browser: null, os: null, type: null });
    expect(parseUserAgent(`Mozilla/5.0 ${"x".repeat(2000)}`)).toEqual({ browser: null, os: null, type: null });
  });
});
