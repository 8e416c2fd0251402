import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { layers } from "./eslint.boundaries.mjs";

// the closed lists that branch, by their type's name (lib/moderation/kinds.ts, lib/moderation/report-statuses.ts,
// lib/appeals/types.ts, lib/enums.ts)
const CLOSED_LISTS = [
  "ModerationActionKind",
  "AccountKind",
  "RestrictionKind",
  "ReleaseKind",
  "AppealableKind",
  "TimedKind",
  "NoticeKind",
  "PunishKind",
  "ReportStatus",
  "ReviewStatus",
  "AppealStatus",
  "AppealDecision",
  "Lean",
].join("|");

const WHOLE_RECORD_RULE = {
  selector: `TSTypeReference[typeName.name='Partial'] > TSTypeParameterInstantiation > TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSTypeReference[typeName.name=/^(${CLOSED_LISTS})$/]`,
  message:
    "A map over a closed list is a whole Record (or a switch ending in `satisfies never`): docs/architecture.md 'Closed lists'",
};

const PROCESS_ENV_RULES = [
  {
    selector:
      ":not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME)$/]) > MemberExpression[object.name='process'][property.name='env']",
    message: "Read configuration through lib/env.ts (env(), or databaseEnv() and tracingEnv()), not process.env.",
  },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern",
    message: "Read configuration through lib/env.ts, not process.env.",
  },
];

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
  // The closed lists that branch are registries (docs/architecture.md 'Closed lists'): a map over one of them is a
  // whole Record, so a new member is a type error where the map is; a Partial one would take it silently.
  {
    rules: { "no-restricted-syntax": ["error", ...PROCESS_ENV_RULES, WHOLE_RECORD_RULE] },
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
    rules: { "no-restricted-syntax": ["error", WHOLE_RECORD_RULE] },
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
