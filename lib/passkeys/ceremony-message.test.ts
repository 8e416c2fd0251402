import { describe, expect, it } from "vitest";
import { ceremonyMessage } from "./ceremony-message";

const named = (name: string, code?: string) => Object.assign(new Error("x"), { name, code });

describe("ceremonyMessage", () => {
  it("says nothing for an abort the page started (the button replacing the autofill's request)", () => {
    expect(ceremonyMessage(named("AbortError"))).toBeNull();
    expect(ceremonyMessage(named("Error", "ERROR_CEREMONY_ABORTED"))).toBeNull();
  });

  it("names a cancel or timeout, a passkey already on the device, a wrong address, and anything else", () => {
    expect(ceremonyMessage(named("NotAllowedError"))).toBe(
      "The passkey prompt was cancelled or timed out. Please try again.",
    );
    expect(ceremonyMessage(named("InvalidStateError"))).toBe("This device already holds a passkey for your account.");
    expect(ceremonyMessage(named("SecurityError"))).toBe("Passkeys do not work on this address of the site.");
    expect(ceremonyMessage("odd")).toMatch(/^This browser could not use a passkey/);
  });
});
