import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { layers } from "./eslint.boundaries.mjs";

const config = [
  ...next,
  ...nextTs,
  // the layers of docs/architecture.md
  ...layers,
  // Prettier wraps code at 120 characters; this catches what it cannot break (comments). Strings, template literals,
  // regular expressions and URLs stay whole, so a message or a SQL line is never split to fit.
  {
    rules: {
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  // type-aware rules (docs: typescript-eslint.io/getting-started/typed-linting): a promise is awaited, handled or
  // marked `void` with its reason; a switch over a union names every member; no assertion the types already make
  {
    files: ["{app,components,lib,emails}/**/*.{ts,tsx}", "{proxy,instrumentation}.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  // Configuration is read in one place, lib/env.ts, which checks it with zod and holds its defaults (each variable is
  // documented in .env.example). Elsewhere process.env is read only for NODE_ENV and NEXT_RUNTIME, which Next sets
  // itself and inlines at build time (proxy.ts, lib/log.ts and the client bundles must not take lib/env.ts's zod,
  // and env() throws on a bad variable); the few other lines that must read it say why where they do.
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            ":not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME)$/]) > MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through lib/env.ts (env(), or databaseEnv() and tracingEnv()), not process.env.",
        },
        {
          selector: "VariableDeclarator[init.name='process'] > ObjectPattern",
          message: "Read configuration through lib/env.ts, not process.env.",
        },
      ],
    },
  },
  {
    files: [
      "lib/env.ts",
      // tests set and restore variables to drive the code under test, and pass them to the servers they start
      "**/*.test.{ts,tsx}",
      "tests/**",
      // the test runners' own settings (ports, CI, the browser) and the environment of the server they start
      "playwright.config.ts",
      "playwright.next-start.config.ts",
      // command-line tools run by npm or tsx, outside the app: they read their own knobs (BENCH_*, E2E_*,
      // MIGRATION_DATABASE_URL, ADMIN_PASSWORD) and make the environment of the servers and databases they start
      // (npm start's workers, the benchmarks, chaos); the app's own variables they still read through lib/env.ts
      "scripts/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    ignores: [
      ".next/**",
      // the bench's framework floor (scripts/ops/bench/framework-floor) builds into its own .next
      "scripts/ops/bench/framework-floor/.next/**",
      "scripts/ops/bench/framework-floor/next-env.d.ts",
      "node_modules/**",
      "drizzle/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
