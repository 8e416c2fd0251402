import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  // "server-only" throws outside React's server build; in tests the guard itself is not under test
  "server-only": path.resolve(__dirname, "tests/setup/empty-module.ts"),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // both cores (Vitest's default leaves one idle): 79 s instead of 137 s here
          maxWorkers: 2,
          // projects with different worker counts run one after the other: the unit files first
          sequence: { groupOrder: 0 },
          include: [
            "lib/**/*.test.{ts,tsx}",
            "components/**/*.test.{ts,tsx}",
            "app/**/*.test.{ts,tsx}",
            "emails/**/*.test.{ts,tsx}",
            "proxy.test.ts",
            "scripts/**/*.test.ts",
          ],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/jsdom-gaps.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // each file has a database of its own and mostly waits on it (or on argon2's own thread pool): three files
          // at a time on two cores (Vitest's default is one fewer worker than cores, here one): on PostgreSQL 4 min
          // instead of about 12
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/database.ts", "tests/setup/after-tasks.ts"],
          globalSetup: ["tests/setup/global-database.ts"],
          environment: "node",
          // a registration's proof of work made cheap (its production defaults: lib/env.ts); still solved and checked
          env: { POW_COST: "100", POW_MAX_COUNTER: "50" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
