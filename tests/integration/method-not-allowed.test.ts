import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFUSES_METHOD } from "../../lib/api/method-not-allowed";
import type { RouteHandler } from "../../lib/api/with-route";
import { call } from "../fixtures/http";
import { routeFiles } from "../fixtures/route-files";

// Issue 12, item 5: Next answers a method a route file does not export with an empty 405 and no CSP. Every route file
// exports each method it does not take as methodNotAllowed's handler, which answers like every API error.
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const FILES = routeFiles().filter((f) => !f.includes("[...path]"));

describe("methods a route does not take", () => {
  it.each(FILES)(
    "%s answers each of them 405 with the JSON error, the headers and Allow naming its own",
    async (file) => {
      const mod = (await import(path.join(process.cwd(), file))) as Record<string, RouteHandler | undefined>;
      const own = METHODS.filter((m) => typeof mod[m] === "function" && !(REFUSES_METHOD in mod[m]));
      const refused = METHODS.filter((m) => typeof mod[m] === "function" && REFUSES_METHOD in mod[m]);
      expect(own.length, "the route's own methods").toBeGreaterThan(0);
      // every method is exported, so Next never gives its own empty 405
      expect([...own, ...refused].sort()).toEqual([...METHODS].sort());
      const allow = [...own, ...(own.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
      for (const method of refused) {
        const res = await call(mod[method]!, `/${file}`, { method, body: method === "GET" ? undefined : {} });
        expect(res.status, method).toBe(405);
        expect(res.body).toEqual({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
        expect(res.headers.get("allow")).toBe(allow);
        expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("x-request-id")).toBeTruthy();
      }
    },
  );
});
