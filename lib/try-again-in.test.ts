import { describe, expect, it } from "vitest";
import { tryAgainIn } from "./try-again-in";

describe("tryAgainIn", () => {
  it("says when from a Retry-After in seconds", () => {
    expect(tryAgainIn(1)).toBe("Try again in 1 second.");
    expect(tryAgainIn(42.2)).toBe("Try again in 43 seconds.");
    expect(tryAgainIn(60)).toBe("Try again in 1 minute.");
    expect(tryAgainIn(840)).toBe("Try again in 14 minutes.");
    expect(tryAgainIn(900)).toBe("Try again in 15 minutes.");
    expect(tryAgainIn(3 * 3600)).toBe("Try again in 3 hours.");
  });
});
