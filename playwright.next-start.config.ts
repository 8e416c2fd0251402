import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

// The same end-to-end suite against the built app served as a serverless host serves it: plain `next start` on
// PostgreSQL (decisions.md 'Deployment'), without npm start's workers and shared cache.
// Needs a PostgreSQL server: E2E_ADMIN_DATABASE_URL (or TEST_DATABASE_URL),
// default postgres://postgres@127.0.0.1:5432/postgres.
const PORT = Number(process.env.E2E_NEXT_START_PORT ?? 3101);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  ...base,
  outputDir: "test-results/next-start",
  // Only what can differ between the two servers runs again (issue 38: the rest is the same bytes and the same domain
  // code, checked once by the first pass and, on PostgreSQL, by the integration tests): the headers and what a shared
  // cache may keep (head-tags, share-tags, live-turnout, video-poster), the server edge npm start adds and next start
  // has not (smuggling, bad-paths), client addresses through TRUST_PROXY and per-network limits (register-pow,
  // signals), sessions and transactions through PgBouncer in transaction mode (accounts, sessions, debates, staff,
  // integrity-ledger), and what only this PostgreSQL pass can do: move a deadline in the database (ballots,
  // first-screen, minds-changed, results-reading), age a session, start a second server on the same database
  // (staff-second-factor).
  testMatch: [
    "accounts",
    "bad-paths",
    "ballots",
    "debates",
    "first-screen",
    "head-tags",
    "integrity-ledger",
    "live-turnout",
    "minds-changed",
    "register-pow",
    "results-reading",
    "sessions",
    "share-tags",
    "signals",
    "smuggling",
    "staff",
    "staff-second-factor",
    "video-poster",
  ].map((spec) => `**/${spec}.spec.ts`),
  // nor are the pages' markup checks (tests/e2e/markup.ts): the same bytes, checked by the first pass
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  use: { ...base.use, baseURL },
  webServer: {
    command: "node --import tsx scripts/e2e-next-start.ts",
    url: `${baseURL}/api/categories`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // TRUST_PROXY as on a serverless host, whose edge writes X-Forwarded-For: here `next start` fills it from the
    // socket (no test sends one), so per-network limits and the staff signals see each client's own address
    env: {
      PORT: String(PORT),
      APP_URL: baseURL,
      DEMO_MODE: "1",
      POW_COST: "1000",
      POW_MAX_COUNTER: "100",
      TRUST_PROXY: "1",
    },
  },
});
