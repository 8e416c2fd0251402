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
  // the closed lists that branch are registries (docs/architecture.md 'Closed lists'): a map over one of them is a
  // whole Record, so a new member is a type error where the map is; a Partial one would take it silently
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `TSTypeReference[typeName.name='Partial'] > TSTypeParameterInstantiation > TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSTypeReference[typeName.name=/^(${CLOSED_LISTS})$/]`,
          message:
            "A map over a closed list is a whole Record (or a switch ending in `satisfies never`): docs/architecture.md 'Closed lists'",
        },
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
