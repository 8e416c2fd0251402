// The layering of docs/architecture.md, checked on every import (type imports too) by eslint-plugin-boundaries.
// Each folder below is one element (the first pattern that matches a file wins); a few files are marked by category
// where a folder holds both sides of a line (lib/api's browser half, lib/auth's isomorphic half). Every import is
// allowed except those a policy below forbids, each with the rule it breaks as its message.
import boundaries from "eslint-plugin-boundaries";

const elements = [
  { type: "handler", pattern: "app/api" },
  { type: "page", pattern: "app" },
  { type: "components", pattern: "components" },
  { type: "hooks", pattern: "lib/hooks" },
  { type: "api", pattern: "lib/api" },
  { type: "server", pattern: "lib/server" },
  { type: "db", pattern: "lib/db" },
  { type: "auth", pattern: "lib/auth" },
  { type: "email", pattern: "lib/email" },
  // everything else under lib/: validation, the domain types and labels (lib/<domain>/), errors, env, utils
  { type: "shared", pattern: "lib" },
  { type: "emails", pattern: "emails" },
  { type: "tests", pattern: "tests" },
  { type: "scripts", pattern: "scripts" },
].map((element) => ({ ...element, partialMatch: false }));

// the first pattern that matches a file names its category
const files = [
  { category: "test", pattern: "**/*.test.{ts,tsx}" },
  // the files of a server folder that the browser may take: lib/api's fetcher, query keys and reads; lib/auth's
  // authorisation rules and the Actor type they read
  { category: "browser-safe", pattern: "lib/api/{client,query,query-keys,query-pages}.ts" },
  { category: "browser-safe", pattern: "lib/auth/{guards,actor}.ts" },
  { category: "source", pattern: "**/*" },
];

const element = (...types) => ({ element: { types: { anyOf: types } } });
// tests may import any layer: a policy applies to the other files of its elements
const notTest = { file: { categories: { noneOf: ["test"] } } };
const from = (...types) => ({ ...element(...types), ...notTest });
const serverSide = (type) => ({ element: { type }, file: { categories: "source" } });
const browser = ["page", "handler", "components", "hooks"];

const policies = [
  {
    from: { element: { types: { noneOf: ["server", "db", "tests", "scripts"] } }, ...notTest },
    disallow: { to: element("db") },
    message: "Only lib/server imports lib/db: go through a lib/server function",
  },
  {
    from: from("components", "hooks"),
    disallow: { to: [element("server", "handler", "page", "email"), serverSide("api"), serverSide("auth")] },
    message:
      "Components and hooks take lib/hooks, lib/api's client half and view types from lib/<domain>/types, never lib/server",
  },
  {
    from: from("hooks"),
    disallow: { to: element("components") },
    message: "lib/hooks sits below components",
  },
  {
    from: from("page"),
    disallow: { to: [element("handler"), serverSide("api")] },
    message: "Pages call lib/server; lib/api is for route handlers",
  },
  {
    from: from("handler"),
    disallow: { to: element("page", "components", "hooks") },
    message: "Route handlers call lib/api and lib/server, not pages or UI",
  },
  {
    from: from("api"),
    disallow: { to: element(...browser) },
    message: "lib/api sits below the route handlers: handlers -> lib/api -> lib/server",
  },
  {
    from: from("server"),
    disallow: { to: element("api", ...browser) },
    message: "lib/server sits below lib/api and the pages: move what both need down (lib/ or lib/server)",
  },
  {
    from: from("auth", "email", "shared", "emails"),
    disallow: { to: element("server", "api", ...browser) },
    message: "lib/auth, lib/email and shared lib code sit below lib/server: they call nothing above them",
  },
  {
    from: from("db"),
    disallow: { to: element("server", "api", "email", ...browser) },
    message: "lib/db is the bottom layer",
  },
];

export const layers = [
  {
    files: ["**/*.{ts,tsx,mts,mjs}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/files": files,
      "boundaries/files-single-match": true,
      "boundaries/legacy-warnings": false,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", policies }],
    },
  },
];
