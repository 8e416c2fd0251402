import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "../../lib/api/with-route";
import { PRIVATE_NO_STORE, SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS } from "../../lib/cache-policy";
import { createCategory, insertComment, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { routeFiles } from "../fixtures/route-files";
import { createUser, login } from "../fixtures/users";

/*
 * Issue 16, item 2: which API answers a shared cache (the host's CDN, npm start's cache) may keep. Every exported
 * method of every route file is called by a visitor and by a signed-in admin: only the GETs below, asked without a
 * session cookie, say CDN-Cache-Control (and carry no Set-Cookie); everything else is `private, no-store`, except
 * the two handlers that set their own Cache-Control.
 */

/** Answers that are the same for every visitor. */
const PUBLIC_GETS = [
  "app/api/categories/route.ts",
  "app/api/debates/route.ts",
  "app/api/debates/[id]/route.ts",
  "app/api/debates/[id]/comments/route.ts",
  "app/api/debates/[id]/ballots/route.ts",
  "app/api/debates/[id]/integrity/route.ts",
  "app/api/debates/[id]/turnout/route.ts",
  "app/api/debates/ended/route.ts",
  "app/api/debates/featured/route.ts",
  "app/api/docs/route.ts",
  "app/api/debates/hot/route.ts",
  "app/api/exports/results.csv/route.ts",
  "app/api/exports/results.json/route.ts",
  "app/api/openapi.json/route.ts",
  "app/api/transparency/route.ts",
  "app/api/users/[id]/route.ts",
  "app/api/users/[id]/debates/route.ts",
  "app/api/users/[id]/votes/route.ts",
];
/** Handlers that set their own Cache-Control: the health check is never kept; a poster image is public for a while. */
const OWN_CACHE_CONTROL: Record<string, RegExp> = {
  "GET app/api/health/route.ts": /^no-store$/,
  "GET app/api/video-poster/[videoId]/route.ts": /^public, max-age=\d+/,
};
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const calls: Array<{ key: string; file: string; method: string; handler: RouteHandler }> = [];
let params: (file: string) => Record<string, string>;
let adminCookie = "";
const thumbnailOrigin = process.env.VIDEO_THUMBNAIL_ORIGIN;

beforeAll(async () => {
  for (const file of routeFiles()) {
    const mod = (await import(path.join(process.cwd(), file))) as Record<string, RouteHandler | undefined>;
    for (const method of METHODS) {
      const handler = mod[method];
      if (typeof handler === "function") calls.push({ key: `${method} ${file}`, file, method, handler });
    }
  }
  const category = await createCategory();
  const author = await createUser();
  const debate = await insertDebate({ categoryId: category.id, creatorId: author.id });
  await insertComment(debate.id, author.id);
  params = (file) => ({
    id: String(file.startsWith("app/api/users/") ? author.id : debate.id),
    debateId: String(debate.id),
    videoId: "dQw4w9WgXcQ",
    path: "no/such/route",
  });
  adminCookie = await login(await createUser({ roles: ["admin"] }));
  // the poster's thumbnail fetch fails at once (a refused connection): the placeholder answers
  process.env.VIDEO_THUMBNAIL_ORIGIN = "http://127.0.0.1:1";
});

afterAll(() => {
  if (thumbnailOrigin === undefined) delete process.env.VIDEO_THUMBNAIL_ORIGIN;
  else process.env.VIDEO_THUMBNAIL_ORIGIN = thumbnailOrigin;
});

const send = (c: (typeof calls)[number], cookie?: string) =>
  call(c.handler, "/api/x", {
    method: c.method,
    params: params(c.file),
    cookie,
    ...(c.method === "GET" ? {} : { body: {} }),
  });

describe("cache headers on every API answer (issue 16, item 2)", () => {
  it("covers the public list with real route files", () => {
    for (const file of PUBLIC_GETS) expect(calls.map((c) => c.key)).toContain(`GET ${file}`);
  });

  it("a public answer to a visitor may be kept a few seconds by a shared cache, and sets no cookie", async () => {
    for (const file of PUBLIC_GETS) {
      const res = await send(calls.find((c) => c.key === `GET ${file}`)!);
      expect(res.status, file).toBe(200);
      expect(res.headers.get(SHARED_CACHE_HEADER), file).toBe(SHARED_FOR_A_FEW_SECONDS);
      expect(res.headers.get("cache-control"), file).toBe("no-cache");
      expect(res.setCookies, file).toEqual([]);
    }
  });

  it("a public answer to a visitor carries an id the server made, never the one the caller chose (issue 34)", async () => {
    for (const file of PUBLIC_GETS) {
      const c = calls.find((entry) => entry.key === `GET ${file}`)!;
      const res = await call(c.handler, "/api/x", {
        params: params(c.file),
        headers: { "x-request-id": "chosen-by-a-visitor-1" },
      });
      expect(res.headers.get(SHARED_CACHE_HEADER), file).toBe(SHARED_FOR_A_FEW_SECONDS);
      expect(res.headers.get("x-request-id"), file).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.text, file).not.toContain("chosen-by-a-visitor-1");
    }
  });

  it("the same answers to a signed-in request are private, no-store", async () => {
    for (const file of PUBLIC_GETS) {
      const res = await send(
        calls.find((c) => c.key === `GET ${file}`)!,
        adminCookie,
      );
      expect(res.status, file).toBe(200);
      expect(res.headers.get(SHARED_CACHE_HEADER), file).toBeNull();
      expect(res.headers.get("cache-control"), file).toBe(PRIVATE_NO_STORE);
    }
  });

  it("every other answer, to a visitor or signed in, is private, no-store", async () => {
    const seen: string[] = [];
    for (const c of calls) {
      for (const cookie of [undefined, adminCookie]) {
        if (c.method === "GET" && PUBLIC_GETS.includes(c.file) && !cookie) continue;
        const res = await send(c, cookie);
        const who = `${c.key} ${cookie ? "signed in" : "visitor"} (${res.status})`;
        expect(res.headers.get(SHARED_CACHE_HEADER), who).toBeNull();
        const own = OWN_CACHE_CONTROL[c.key];
        if (own) expect(res.headers.get("cache-control"), who).toMatch(own);
        else expect(res.headers.get("cache-control"), who).toBe(PRIVATE_NO_STORE);
        seen.push(who);
      }
    }
    expect(seen.length).toBeGreaterThan(2 * 60);
  });

  it("an error from a public route is not shared either", async () => {
    const res = await call(
      calls.find((c) => c.key === "GET app/api/debates/[id]/route.ts")!.handler,
      "/api/debates/999999",
      { params: { id: "999999" } },
    );
    expect(res.status).toBe(404);
    expect(res.headers.get(SHARED_CACHE_HEADER)).toBeNull();
    expect(res.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });
});
