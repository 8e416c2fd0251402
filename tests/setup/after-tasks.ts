import { afterEach, vi } from "vitest";
import { afterTasks, mailSent } from "../fixtures/after";

// Route handlers hand work to next/server's after() (mail after the answer), which needs Next's request scope.
// In integration tests it starts at once; a test that checks the mail awaits mailSent(), and every test does after it.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => afterTasks.push(task()),
}));

afterEach(() => mailSent());
