import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test fails it: errors must be asserted, not printed.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length) {
    const first = calls[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
