import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { withRoute } from "../../lib/api/with-route";
import { getDb, getDbHandle, openPostgres, setDbHandle } from "../../lib/db";
import { categories } from "../../lib/db/schema";
import { conflict } from "../../lib/errors";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

// A route built on the wrapper, writing a row, so each refusal can be shown to change nothing.
const POST = withRoute(
  { auth: "user", body: z.object({ name: z.string().min(2, "Name must be at least 2 characters") }) },
  async ({ body }) => {
    if (body.name === "taken") throw conflict("Name taken", { name: "Name taken" });
    const [row] = await getDb()
      .insert(categories)
      .values({ name: body.name, slug: body.name, color: "#000" })
      .returning();
    return row;
  },
);
const staffOnly = withRoute({ auth: "staff" }, async () => ({ ok: true }));
const count = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
  )[0].n;

describe("withRoute: requests from other sites", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
  ])("refuses %s with 403 and writes nothing", async (_, headers) => {
    const user = await createUser();
    const res = await call(POST, "/api/x", {
      method: "POST",
      body: { name: "nope" },
      cookie: await login(user),
      headers,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site request refused", code: "FORBIDDEN" });
    expect(await count()).toBe(0);
  });

  it("accepts the site's own origin", async () => {
    const user = await createUser();
    const res = await call(POST, "/api/x", { method: "POST", body: { name: "ok1" }, cookie: await login(user) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "ok1" });
  });
});

describe("withRoute: input", () => {
  it("answers 415 for a body that is not JSON", async () => {
    const user = await createUser();
    const res = await call(POST, "/api/x", {
      method: "POST",
      rawBody: "name=form",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookie: await login(user),
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: "Request body must be application/json", code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it.each([
    ["malformed JSON", "{oops", "Malformed JSON body"],
    ["an array", "[1,2]", "Request body must be a JSON object"],
    ["a string", '"name"', "Request body must be a JSON object"],
  ])("answers 400 for %s", async (_, rawBody, message) => {
    const user = await createUser();
    const res = await call(POST, "/api/x", {
      method: "POST",
      rawBody,
      headers: { "content-type": "application/json" },
      cookie: await login(user),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: "BAD_REQUEST" });
  });

  it("answers 400 with the schema's field errors", async () => {
    const user = await createUser();
    const res = await call(POST, "/api/x", { method: "POST", body: { name: "x" }, cookie: await login(user) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Name must be at least 2 characters",
      errors: { name: "Name must be at least 2 characters" },
      code: "BAD_REQUEST",
    });
  });

  it("maps an AppError to its status and body", async () => {
    const user = await createUser();
    const res = await call(POST, "/api/x", { method: "POST", body: { name: "taken" }, cookie: await login(user) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Name taken", errors: { name: "Name taken" }, code: "CONFLICT" });
  });
});

describe("withRoute: who is asking", () => {
  it("answers 401 for a visitor and 403 for the wrong role", async () => {
    expect((await call(POST, "/api/x", { method: "POST", body: { name: "vv" } })).status).toBe(401);
    const user = await createUser();
    const res = await call(staffOnly, "/api/staff", { cookie: await login(user) });
    expect(res.status).toBe(403);
    const mod = await createUser({ roles: ["moderator"] });
    expect((await call(staffOnly, "/api/staff", { cookie: await login(mod) })).status).toBe(200);
  });

  it("tells a visitor 401 before looking at the input, so a bad body does not answer 400 first", async () => {
    const res = await call(POST, "/api/x", { method: "POST", body: { name: "x" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
  });

  const whoAsks = (auth: "optional" | "public") =>
    withRoute({ auth }, async ({ actor }) => ({ username: actor?.username ?? null }));

  it("'optional' reads the session when there is one; 'public' never does, so its answer is the same for everyone", async () => {
    const user = await createUser();
    const cookie = await login(user);
    expect((await call(whoAsks("optional"), "/api/x", { cookie })).body).toEqual({ username: user.username });
    expect((await call(whoAsks("optional"), "/api/x")).body).toEqual({ username: null });
    expect((await call(whoAsks("public"), "/api/x", { cookie })).body).toEqual({ username: null });
  });
});

describe("withRoute: the database is down", () => {
  it("answers 503 with Retry-After within about 2 seconds, then recovers", async () => {
    const original = getDbHandle();
    const user = await createUser();
    const cookie = await login(user);
    // nothing listens on port 1: the pool refuses at once; a blackholed address hits the 2 s connect timeout
    for (const url of ["postgres://postgres@127.0.0.1:1/none", "postgres://postgres@10.255.255.1:5432/none"]) {
      const down = openPostgres(url);
      setDbHandle(down);
      const started = Date.now();
      const res = await call(POST, "/api/x", { method: "POST", body: { name: "down" }, cookie });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.body).toEqual({
        message: "The service is temporarily unavailable. Please try again shortly.",
        code: "UNAVAILABLE",
      });
      expect(Date.now() - started).toBeLessThan(3500);
      await down.close();
    }
    setDbHandle(original);
    expect((await call(POST, "/api/x", { method: "POST", body: { name: "back" }, cookie })).status).toBe(200);
  });
});

describe("withRoute: headers (the proxy does not run for /api/)", () => {
  it("stamps a nonce CSP and the other security headers on answers and refusals alike", async () => {
    const ok = await call(staffOnly, "/api/x", {});
    const refused = await call(POST, "/api/x", {
      method: "POST",
      body: { name: "nope" },
      headers: { origin: "https://evil.example" },
    });
    for (const res of [ok, refused]) {
      expect(res.headers.get("content-security-policy")).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("withRoute: unexpected errors", () => {
  it("answers 500 and logs the failed SQL without its parameter values", async () => {
    const failing = withRoute({ auth: "optional" }, async () => {
      await getDb().execute(sql`select ${"secret-value-123"}::int`);
      return null;
    });
    const errors: unknown[][] = [];
    const spy = vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args));
    const res = await call(failing, "/api/x");
    spy.mockImplementation(() => {});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong. Please try again later.", code: "INTERNAL" });
    expect(errors).toHaveLength(1);
    const line = String(errors[0][0]);
    expect(line).toMatch(/^\[error\] Unhandled route error requestId=[\w-]+ method=GET path=\/api\/x error=/);
    expect(line).toContain("QueryFailedError: Failed query: select $1::int");
    expect(line).toContain("[22P02]");
    expect(JSON.stringify(errors)).not.toContain("secret-value-123");
  });

  it("a public answer goes by the server's id; the caller's own is in the log line only (issue 34 item 1)", async () => {
    const failing = withRoute({ auth: "public" }, async () => {
      throw new Error("boom");
    });
    const errors: unknown[][] = [];
    const spy = vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args));
    const res = await call(failing, "/api/x", { headers: { "x-request-id": "lb-caller-0001" } });
    spy.mockImplementation(() => {});
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text).not.toContain("lb-caller-0001");
    expect(String(errors[0][0])).toMatch(new RegExp(`requestId=${id} callerRequestId=lb-caller-0001 method=GET`));
  });
});
