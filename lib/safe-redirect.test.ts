import { describe, expect, it } from "vitest";
import { safeFrom, withFrom } from "./safe-redirect";

describe("safeFrom", () => {
  it.each([
    ["/debate/7", "/debate/7"],
    ["/debate/7?tab=comments#comment-3", "/debate/7?tab=comments#comment-3"],
    ["/create", "/create"],
    ["/", "/"],
    ["create-debate", "/create"],
    ["/search%20term", "/search%20term"],
  ])("keeps the same-site path %s", (raw, want) => {
    expect(safeFrom(raw)).toBe(want);
  });

  it.each([
    "//evil.example",
    "//evil.example/debate/7",
    "/\\evil",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http://evil.example/debate/7",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "debate/7",
    "evil.example",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "/%5Cevil",
    "/%5cevil",
    "%2F%5Cevil",
    "/%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "https%3A%2F%2Fevil.example",
    "javascript%3Aalert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    " //evil.example",
    "/%E0%A4%A",
    "",
  ])("sends %j home", (raw) => {
    expect(safeFrom(raw)).toBe("/");
  });

  it("takes the first of repeated values, and home when missing", () => {
    expect(safeFrom(["/debate/1", "//evil"])).toBe("/debate/1");
    expect(safeFrom(["//evil", "/debate/1"])).toBe("/");
    expect(safeFrom(undefined)).toBe("/");
    expect(safeFrom(null)).toBe("/");
  });
});

describe("withFrom", () => {
  it("carries a safe path, encoded, and drops anything else", () => {
    expect(withFrom("/login", "/debate/7")).toBe("/login?from=%2Fdebate%2F7");
    expect(withFrom("/login", "create-debate")).toBe("/login?from=create-debate");
    expect(withFrom("/login", "//evil.example")).toBe("/login");
    expect(withFrom("/register", null)).toBe("/register");
    expect(withFrom("/login", "/")).toBe("/login");
  });
});
