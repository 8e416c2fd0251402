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

  it("reads each answer's body to its end, so the poll's request closes (issue 24 item 6.17)", async () => {
    const answers = [
      new Response("[{}]", { headers: { "X-Pending-Count": "3" } }),
      new Response("{}", { status: 403 }),
    ];
    let i = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answers[i++]),
    );
    expect(await fetchPendingCount("/x")).toBe(3);
    expect(await fetchPendingCount("/x")).toBeNull();
    expect(answers.map((a) => a.bodyUsed)).toEqual([true, true]);
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
