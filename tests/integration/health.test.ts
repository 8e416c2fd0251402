import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as health } from "../../app/api/health/route";
import { GET as categories } from "../../app/api/categories/route";
import { getDb, getDbHandle, openPostgres, setDbHandle } from "../../lib/db";
import { LATEST_MIGRATION } from "../../lib/server/health/check-health";
import { version } from "../../package.json";
import { call } from "../fixtures/http";

/* Issue 12, item 10: GET /api/health, and the request id every answer carries. */

describe("GET /api/health", () => {
  it("answers 200 with the app's version when the database answers and every migration is applied", async () => {
    const res = await call(health, "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", version });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("answers 503 with nothing but 'unavailable' when the newest migration is not applied", async () => {
    const db = getDb();
    const { rows } = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations where created_at = ${LATEST_MIGRATION}`,
    );
    expect(rows).toHaveLength(1);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${LATEST_MIGRATION}`);
    try {
      const res = await call(health, "/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", code: "UNAVAILABLE" });
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      const row = rows[0];
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await call(health, "/api/health")).status).toBe(200);
  });

  it("answers 503 with nothing but 'unavailable' when the database does not answer", async () => {
    const original = getDbHandle();
    const down = openPostgres("postgres://postgres@127.0.0.1:1/none");
    setDbHandle(down);
    try {
      const res = await call(health, "/api/health");
      expect(res.status).toBe(503);
      expect(res.text).toBe(JSON.stringify({ status: "unavailable", code: "UNAVAILABLE" }));
    } finally {
      setDbHandle(original);
      await down.close();
    }
  });
});

describe("X-Request-Id", () => {
  it("echoes a sane id on every private API answer, success or refusal", async () => {
    const id = "lb-7f3a9c1e.req_42";
    for (const res of [
      await call(health, "/api/health", { headers: { "x-request-id": id } }),
      await call(health, "/api/health", {
        method: "POST",
        headers: { "x-request-id": id, origin: "https://evil.example" },
      }),
    ]) {
      expect(res.headers.get("x-request-id")).toBe(id);
    }
  });

  it("gives an answer a shared cache may keep an id the server made, never the caller's (issue 34 item 1)", async () => {
    const id = "lb-7f3a9c1e.req_42";
    const res = await call(categories, "/api/categories", { headers: { "x-request-id": id } });
    expect(res.headers.get("cdn-cache-control")).toBeTruthy();
    expect(res.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("generates a fresh id when none is given or the given one is malformed", async () => {
    const seen = new Set<string>();
    for (const given of [
      undefined,
      "short",
      "has spaces in it",
      "x".repeat(129),
      "<script>alert(1)</script>",
      "ünïcödé-id-value",
    ]) {
      const res = await call(categories, "/api/categories", {
        headers: given === undefined ? {} : { "x-request-id": given },
      });
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      seen.add(id!);
    }
    expect(seen.size).toBe(6);
  });
});
