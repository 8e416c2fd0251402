// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer } from "@/tests/fixtures/stub-fetch";
import { DownloadMyData } from "./download-my-data";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Download my data (issue 36 item 5)", () => {
  it("says when the hourly limit lets the member try again, and saves no file", async () => {
    const fetch = answer(
      429,
      { message: "Too many requests. Please try again later.", code: "RATE_LIMITED" },
      {
        "retry-after": "600",
      },
    );
    const createObjectURL = vi.fn();
    // jsdom has no blob addresses: the test's own stands in, to see that none is made
    Object.defineProperty(URL, "createObjectURL", { value: createObjectURL, configurable: true });
    render(<DownloadMyData />);
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(toast).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith("/api/users/me/export", expect.objectContaining({ method: "GET" }));
    expect(toast.mock.calls[0][0]).toMatchObject({
      description: "You can download your data a few times an hour. Try again in 10 minutes.",
      variant: "destructive",
    });
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(false);
  });
});
