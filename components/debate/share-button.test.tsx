// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shareDebate } from "./share-button";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const set = (name: "share" | "clipboard", value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true });
const url = `${window.location.origin}/debate/42`;

beforeEach(() => toast.mockReset());
afterEach(() => {
  set("share", undefined);
  set("clipboard", undefined);
});

describe("shareDebate", () => {
  it("uses the native share sheet when there is one", async () => {
    const share = vi.fn(async () => undefined);
    set("share", share);
    await shareDebate(42, "A title");
    expect(share).toHaveBeenCalledWith({ title: "A title", url });
    expect(toast).not.toHaveBeenCalled();
  });

  it("copies {origin}/debate/{id} without one, and says 'Link copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    set("clipboard", { writeText });
    await shareDebate(42, "A title");
    expect(writeText).toHaveBeenCalledWith(url);
    expect(toast).toHaveBeenCalledWith({ title: "Link copied!" });
  });

  it("copies when sharing fails, but not when the user cancels", async () => {
    const writeText = vi.fn(async () => undefined);
    set("clipboard", { writeText });
    set(
      "share",
      vi.fn(async () => Promise.reject(new DOMException("denied", "NotAllowedError"))),
    );
    await shareDebate(42, "A title");
    expect(writeText).toHaveBeenCalledTimes(1);
    set(
      "share",
      vi.fn(async () => Promise.reject(new DOMException("cancelled", "AbortError"))),
    );
    await shareDebate(42, "A title");
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("says 'Share failed' when the copy fails too", async () => {
    set("clipboard", { writeText: vi.fn(async () => Promise.reject(new Error("no"))) });
    await shareDebate(42, "A title");
    expect(toast).toHaveBeenCalledWith({
      title: "Share failed",
      description: "Unable to share or copy the link. Please try again.",
      variant: "destructive",
    });
  });
});
