import { afterEach, describe, expect, it } from "vitest";
import { sealSessionId, sessionIdFromCookie, unsealSessionId } from "./session";

const first = "a-session-secret-of-at-least-32-characters-1";
const second = "a-session-secret-of-at-least-32-characters-2";
const original = process.env.SESSION_SECRET;
afterEach(() => {
  process.env.SESSION_SECRET = original;
});

describe("the session cookie", () => {
  it("reads the session id back from a genuine seal, again and again", async () => {
    process.env.SESSION_SECRET = first;
    const cookie = await sealSessionId("sid-1");
    expect(await sessionIdFromCookie(cookie)).toBe("sid-1");
    expect(await sessionIdFromCookie(cookie)).toBe("sid-1");
    expect(await unsealSessionId(cookie)).toBe("sid-1");
  });

  it("reads nothing from a missing, tampered or foreign cookie", async () => {
    process.env.SESSION_SECRET = first;
    const cookie = await sealSessionId("sid-2");
    expect(await sessionIdFromCookie(undefined)).toBeNull();
    expect(await sessionIdFromCookie("")).toBeNull();
    const tampered = cookie.slice(0, 20) + (cookie[20] === "A" ? "B" : "A") + cookie.slice(21);
    expect(await sessionIdFromCookie(tampered)).toBeNull();
    process.env.SESSION_SECRET = second;
    expect(await sessionIdFromCookie(await sealSessionId("sid-3"))).toBe("sid-3");
    expect(await unsealSessionId(cookie)).toBeNull();
  });

  it("forgets what it read once the secret changes", async () => {
    process.env.SESSION_SECRET = first;
    const cookie = await sealSessionId("sid-4");
    expect(await sessionIdFromCookie(cookie)).toBe("sid-4");
    process.env.SESSION_SECRET = second;
    expect(await sessionIdFromCookie(cookie)).toBeNull();
  });
});
