import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchPendingCount } from "./use-pending-reports";

afterEach(() => vi.unstubAllGlobals());

describe("fetchPendingCount", () => {
  it("reads every pending report from X-Pending-Count, not the length of the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[{}]", { headers: { "X-Pending-Count": "240" } })),
    );
    expect(await fetchPendingCount("/api/moderation/reports?status=pending&limit=1")).toBe(240);
  });

  it("is null when the call fails or the header is missing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 403 })),
    );
    expect(await fetchPendingCount("/x")).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]")),
    );
    expect(await fetchPendingCount("/x")).toBeNull();
  });
});
