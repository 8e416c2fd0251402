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
