import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's chromium (apt-get install chromium); elsewhere `npx playwright install chromium` and unset this.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // in CI one retry: a test that passes only on its retry is reported as flaky in the run's output, not hidden; a
  // test that fails twice fails the run
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // every page state the tests reach is kept (tests/e2e/markup.ts); after them all, the Nu HTML Checker and axe
    // check each (markup.teardown.ts, the teardown of markup-setup, which runs even when only some specs are chosen)
    { name: "markup-setup", testMatch: /markup\.setup\.ts$/, teardown: "markup" },
    { name: "markup", testMatch: /markup\.teardown\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["markup-setup"],
      metadata: { markup: true },
    },
  ],
  webServer: {
    // the built app on a fresh embedded database with demo data
    command: "rm -rf .data/e2e && node --import tsx scripts/start.ts",
    url: `${baseURL}/api/categories`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      PGLITE_DIR: ".data/e2e",
      DEMO_MODE: "1",
      DATABASE_URL: "",
      APP_URL: baseURL,
      // no internet in tests: the poster route's thumbnail origin is a closed local port, so posters are placeholders
      VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:9",
      // a registration's proof of work made cheap (production defaults: lib/env.ts); still solved and checked
      POW_COST: "1000",
      POW_MAX_COUNTER: "100",
    },
  },
});
