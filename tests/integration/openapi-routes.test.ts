import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REFUSES_METHOD } from "../../lib/api/method-not-allowed";
import { ROUTE_OPTIONS } from "../../lib/api/with-route";
import { OPERATIONS } from "../../lib/api/openapi/document";
import { openApiPath } from "../fixtures/openapi-paths";
import { routeFiles } from "../fixtures/route-files";

/*
 * Issue 29 item 2: the description and the route files agree. Every method a route file under app/api takes has an
 * operation, and every operation a route file's method; where the handler is withRoute's, the operation says what its
 * options say (who may call, a suspended account's writes, the shared cache) and names the very zod schemas it
 * validates its body and query with.
 */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Options = { auth: string; allowSuspended?: true; cache?: "public"; body?: unknown; query?: unknown };
const handlers = new Map<string, { options?: Options }>();

beforeAll(async () => {
  for (const file of routeFiles()) {
    const mod = (await import(path.join(process.cwd(), file))) as Record<string, object | undefined>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler !== "function" || REFUSES_METHOD in handler) continue;
      const options = (handler as { [ROUTE_OPTIONS]?: Options })[ROUTE_OPTIONS];
      handlers.set(`${method.toLowerCase()} ${openApiPath(file)}`, { options });
    }
  }
});

const key = (op: (typeof OPERATIONS)[number]) => `${op.method} ${op.path}`;

describe("the OpenAPI description and app/api (issue 29)", () => {
  it("has an operation for every method every route file takes", () => {
    expect(handlers.size).toBeGreaterThan(80);
    const described = new Set(OPERATIONS.map(key));
    expect([...handlers.keys()].filter((k) => !described.has(k))).toEqual([]);
  });

  it("has no operation without a route file's method, and none twice", () => {
    expect(OPERATIONS.map(key).filter((k) => !handlers.has(k))).toEqual([]);
    expect(OPERATIONS.length).toBe(new Set(OPERATIONS.map(key)).size);
  });

  it("says what withRoute is given: the gate, suspended writes, the cache, the same body and query schemas", () => {
    const wrong: string[] = [];
    for (const op of OPERATIONS) {
      const options = handlers.get(key(op))?.options;
      if (!options) {
        if (op.wrapped !== false) wrong.push(`${key(op)}: not a withRoute handler, yet not marked wrapped: false`);
        continue;
      }
      if (op.auth !== options.auth) wrong.push(`${key(op)}: auth ${op.auth}, the handler's ${options.auth}`);
      if (op.allowSuspended !== options.allowSuspended) wrong.push(`${key(op)}: allowSuspended`);
      if (op.cache !== options.cache) wrong.push(`${key(op)}: cache ${op.cache}, the handler's ${options.cache}`);
      if (op.body !== options.body) wrong.push(`${key(op)}: not the handler's body schema`);
      if (op.query !== options.query) wrong.push(`${key(op)}: not the handler's query schema`);
    }
    expect(wrong).toEqual([]);
  });
});
