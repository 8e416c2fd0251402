import { rmSync } from "node:fs";
import { test } from "@playwright/test";
import { markupDir } from "./markup";

// Starts each run with no kept page (markup.ts), so markup.teardown.ts checks only what this run visited.
test("forget the pages a previous run kept", () => {
  rmSync(markupDir(test.info()), { recursive: true, force: true });
});
