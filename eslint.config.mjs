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
