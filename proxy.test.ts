import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "./lib/auth/session-config";
import { recordOutage } from "./lib/outage";
import { UNAVAILABLE_DIGEST, UNAVAILABLE_TEXT } from "./lib/unavailable-copy";
import { SHARED_CACHE_HEADER, SHARED_FOR_A_FEW_SECONDS } from "./lib/cache-policy";
import { ERROR_STATUS } from "./lib/errors";
import { config, proxy } from "./proxy";

const req = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(path, "http://localhost:3000"), init);

describe("proxy: headers on every page and answer", () => {
  it("sets a nonce CSP and the other security headers", () => {
    const res = proxy(req("/"));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    for (const part of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "frame-src https://www.youtube-nocookie.com",
    ]) {
      expect(csp).toContain(part);
    }
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses a fresh nonce per request and passes it to the page", () => {
    const nonce = (r: Response) => r.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const a = proxy(req("/"));
    const b = proxy(req("/"));
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce(a));
  });

  it("adds HSTS when the site is served over https", () => {
    const before = process.env.APP_URL;
    process.env.APP_URL = "https://peoplesverdict.example";
    const res = proxy(req("/"));
    if (before === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = before;
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("proxy: visitors are sent away from private pages", () => {
  it.each([
    ["/create", "/login?from=create-debate"],
    ["/create/", "/login?from=create-debate"],
    // the way back goes along (issue 24 item 6.8)
    ["/inbox", "/login?from=%2Finbox"],
    ["/moderation", "/login?from=%2Fmoderation"],
    ["/moderation?tab=appeals", "/login?from=%2Fmoderation%3Ftab%3Dappeals"],
    ["/admin", "/login?from=%2Fadmin"],
    ["/admin/", "/login?from=%2Fadmin%2F"],
    ["/profile", "/"],
  ])("%s -> %s", (path, to) => {
    const res = proxy(req(path));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(`http://localhost:3000${to}`);
  });

  it("gates /create only, not pages that merely start with its letters", () => {
    expect(proxy(req("/created")).headers.get("location")).toBeNull();
    expect(proxy(req("/create")).headers.get("content-security-policy")).toContain("nonce-");
  });

  it("lets a request with a session cookie through (the page checks it)", () => {
    const res = proxy(req("/create", { headers: { cookie: "pv_session=sealed" } }));
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("proxy: which pages a shared cache may keep (issue 16, item 2)", () => {
  const shared = (res: Response) => res.headers.get(SHARED_CACHE_HEADER);

  it("marks a page asked for without a session cookie, GET or HEAD, for a few seconds", () => {
    for (const path of ["/", "/debate/12", "/users/3", "/login", "/?q=tax&category=politics"]) {
      expect(shared(proxy(req(path))), path).toBe(SHARED_FOR_A_FEW_SECONDS);
      expect(shared(proxy(req(path, { method: "HEAD" }))), path).toBe(SHARED_FOR_A_FEW_SECONDS);
    }
    // another site's cookie is no session: the answer is still the visitors' one (a CDN passes it anyway)
    expect(shared(proxy(req("/", { headers: { cookie: "theme=dark" } })))).toBe(SHARED_FOR_A_FEW_SECONDS);
  });

  it("never marks a page asked for with a session cookie (Next's private, no-store stays)", () => {
    for (const path of ["/", "/debate/12", "/inbox", "/create"]) {
      const res = proxy(req(path, { headers: { cookie: `${SESSION_COOKIE}=sealed; theme=dark` } }));
      expect(res.headers.get("location"), path).toBeNull();
      expect(shared(res), path).toBeNull();
    }
  });

  it("never marks a redirect, a form post, the demo mailbox or a path that does not decode", () => {
    for (const path of ["/create", "/inbox", "/moderation", "/admin", "/profile"])
      expect(shared(proxy(req(path))), path).toBeNull();
    expect(shared(proxy(req("/login", { method: "POST" })))).toBeNull();
    expect(shared(proxy(req("/dev/mailbox?to=a@example.com")))).toBeNull();
    expect(shared(proxy(req("/debate/%ff")))).toBeNull();
  });

  it("never marks a request of Next's client router it can see, and names the ones it cannot in Vary (issue 34)", () => {
    // a middleware prefetch is answered a bare {}, and Next-Url changes an intercepted route's payload
    for (const headers of [{ "x-middleware-prefetch": "1" }, { "next-url": "/debate/2" }] as Record<string, string>[]) {
      const res = proxy(req("/debate/2", { headers }));
      expect(shared(res), JSON.stringify(headers)).toBeNull();
    }
    // Next hides RSC and the router's state from the proxy: a shareable answer (Next's 307 to the RSC URL included)
    // varies on them
    expect(proxy(req("/")).headers.get("vary")).toBe(
      "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
    );
    expect(proxy(req("/", { headers: { cookie: `${SESSION_COOKIE}=sealed` } })).headers.get("vary")).toBeNull();
  });

  it("never marks the outage page", () => {
    recordOutage();
    try {
      const res = proxy(req("/debate/1"));
      expect(res.status).toBe(503);
      expect(shared(res)).toBeNull();
    } finally {
      recordOutage(Date.now() - 60_000);
    }
  });
});

describe("proxy: API calls", () => {
  it("are left to withRoute, which refuses cross-site and non-JSON calls itself (tests/integration/route-wrapper.test.ts)", () => {
    const pages = new RegExp(`^${config.matcher[0].source.replace("/(", "/(?:")}$`);
    const percent = new RegExp(`^${config.matcher[1].source.replace(":rest(", "(")}$`);
    expect(pages.test("/api/votes")).toBe(false);
    expect(pages.test("/debate/1")).toBe(true);
    // only the API paths that may not decode reach the proxy
    expect(percent.test("/api/votes")).toBe(false);
    expect(percent.test("/api/debates/%ff")).toBe(true);
  });

  it("answers an API path that does not decode with a JSON 404 and every header, and lets one that does through", async () => {
    for (const path of ["/api/debates/%ff", "/api/users/%C0%AF/debates", "/api/no/such/%E0%A4%A"]) {
      const res = proxy(req(path, { method: "POST" }));
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
      expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
    const through = proxy(req("/api/debates/a%20b"));
    expect(through.status).toBe(200);
    expect(through.headers.get("x-middleware-next")).toBe("1");
    expect(through.headers.get("content-security-policy")).toBeNull();
  });
});

describe("proxy: its own refusals carry the code of lib/errors.ts's table (issue 20)", () => {
  it("answers JSON whose code maps to the answer's status: an API path that does not decode, a POST to a page", async () => {
    for (const res of [proxy(req("/api/debates/%ff")), proxy(req("/login", { method: "POST" }))]) {
      expect(res.headers.get("content-type")).toContain("application/json");
      const { code } = (await res.json()) as { code: keyof typeof ERROR_STATUS };
      expect(ERROR_STATUS[code]).toBe(res.status);
    }
  });
});

describe("proxy: request ids", () => {
  it("gives an answer a shared cache may keep an id of its own, to the page and the answer (issue 34 item 1)", () => {
    for (const path of ["/", "/debate/2", "/login", "/no-such-page"]) {
      const res = proxy(req(path, { headers: { "x-request-id": "edge-1234abcd" } }));
      expect(res.headers.get(SHARED_CACHE_HEADER), path).toBe(SHARED_FOR_A_FEW_SECONDS);
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-middleware-request-x-request-id"), path).toBe(res.headers.get("x-request-id"));
      // the caller's own id goes to the page for its log lines only
      expect(res.headers.get("x-middleware-request-x-pv-caller-request-id"), path).toBe("edge-1234abcd");
    }
    // and only the proxy sets it: a copy a client sent is removed
    const forged = proxy(req("/", { headers: { "x-pv-caller-request-id": "forged-by-client" } }));
    expect(forged.headers.get("x-middleware-request-x-pv-caller-request-id")).toBeNull();
    expect(forged.headers.get("x-middleware-override-headers")).not.toContain("x-pv-caller-request-id");
  });

  it("echoes a sane X-Request-Id on a private answer, and makes one for a missing or malformed id", () => {
    const cookie = `${SESSION_COOKIE}=sealed`;
    const given = proxy(req("/", { headers: { "x-request-id": "edge-1234abcd", cookie } }));
    expect(given.headers.get("x-request-id")).toBe("edge-1234abcd");
    expect(given.headers.get("x-middleware-request-x-request-id")).toBe("edge-1234abcd");
    for (const headers of [{}, { "x-request-id": "bad id" }, { "x-request-id": "x".repeat(200) }] as Array<
      Record<string, string>
    >) {
      const res = proxy(req("/", { headers }));
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-middleware-request-x-request-id")).toBe(id);
    }
    expect(proxy(req("/inbox")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reaches static files too (the matcher takes them) and gives them only their id, always the server's", () => {
    const pages = new RegExp(`^${config.matcher[0].source.replace("/(", "/(?:")}$`);
    for (const path of ["/_next/static/chunks/app.js", "/_next/image", "/icon.svg", "/favicon.ico"]) {
      expect(pages.test(path), path).toBe(true);
      const res = proxy(req(path, { headers: { "x-request-id": "edge-1234abcd" } }));
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-middleware-next"), path).toBe("1");
      expect(res.headers.get("content-security-policy"), path).toBeNull();
      expect(proxy(req(path)).headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("proxy: paths that do not decode (issue 12, item 5)", () => {
  it("sends /debate/%ff, /users/%C0%AF and the like to the not-found page, with every header", () => {
    for (const path of ["/debate/%ff", "/users/%C0%AF", "/debate/%E0%A4%A", "/users/1/%ff"]) {
      const res = proxy(req(path));
      expect(res.headers.get("x-middleware-rewrite"), path).toBe("http://localhost:3000/_pv/bad-path");
      expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
    for (const path of ["/debate/12", "/users/%C3%A9", "/debate/a%20b"])
      expect(proxy(req(path)).headers.get("x-middleware-rewrite"), path).toBeNull();
  });
});

describe("proxy: pages while the database is down (issue 12, item 4)", () => {
  it("answers a page 503 with Retry-After and the readable page for a few seconds after an outage was met, under any server", async () => {
    recordOutage();
    try {
      const res = proxy(req("/debate/1"));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const html = await res.text();
      expect(html).toContain(UNAVAILABLE_TEXT.replaceAll("'", "&#39;"));
      expect(html).toContain(UNAVAILABLE_DIGEST);
      // calls are withRoute's (it answers 503 JSON itself); a post to a page is a 405 whatever the database does
      expect(proxy(req("/api/debates/%20")).status).toBe(200);
      expect(proxy(req("/login", { method: "POST" })).status).toBe(405);
    } finally {
      recordOutage(Date.now() - 60_000);
    }
    // once the outage is that old, pages render again (and meet the database themselves)
    expect(proxy(req("/debate/1")).status).toBe(200);
  });
});

describe("proxy: pages take GET and HEAD only (issue 17)", () => {
  it("answers any other method on a page 405 with Allow and every header, without reading the body", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      let pulled = 0;
      const body = new ReadableStream({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      });
      const res = proxy(
        new NextRequest(new URL("/debate/1", "http://localhost:3000"), {
          method,
          body,
          duplex: "half",
        } as ConstructorParameters<typeof NextRequest>[1]),
      );
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(res.headers.get("content-security-policy")).toMatch(/nonce-/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(await res.json()).toEqual({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
      expect(pulled).toBeLessThanOrEqual(1);
    }
    expect(proxy(req("/", { method: "HEAD" })).status).toBe(200);
  });
});
