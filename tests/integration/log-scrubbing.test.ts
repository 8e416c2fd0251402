import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { onRequestError } from "../../instrumentation";
import { actorFromCookie } from "../../lib/server/accounts/get-actor";
import { sealSessionId } from "../../lib/auth/session";
import { hashToken } from "../../lib/auth/tokens";
import { getDb } from "../../lib/db";
import { createSession } from "../../lib/server/accounts/create-session";
import { createUser } from "../fixtures/users";

/*
 * Issue 12, item 7: a page that failed on a query was logged with the query's parameters, a session key among them.
 * Here the session lookup every signed-in page makes fails (its table is gone); what Next prints of the error
 * (console.error of it: util.inspect, with its cause) and what instrumentation.ts logs must hold neither the
 * session id nor its hash, nor the user's email.
 */
describe("logs of a page-render database error", () => {
  it("carry the SQL and the database's code, never the query's values", async () => {
    const user = await createUser();
    const sid = await createSession({ userId: user.id, rememberMe: false });
    const cookie = await sealSessionId(sid);
    const db = getDb();
    await db.execute(sql`alter table session rename to session_gone`);
    let error: unknown;
    try {
      await actorFromCookie(cookie);
    } catch (e) {
      error = e;
    } finally {
      await db.execute(sql`alter table session_gone rename to session`);
    }
    expect(error).toBeInstanceOf(Error);

    const lines: string[] = [];
    const spy = vi
      .mocked(console.error)
      .mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => inspect(a, { depth: 6 })).join(" ")));
    // what Next itself prints of a render error, then the app's own line
    console.error(error);
    onRequestError(
      error,
      {
        path: `/inbox?token=${sid}&email=${user.email}`,
        method: "GET",
        headers: { "x-request-id": "req-12345678", cookie: `pv_session=${cookie}` },
      },
      { routerKind: "App Router", routePath: "/inbox", routeType: "render" },
    );
    spy.mockImplementation(() => {});

    const text = lines.join("\n");
    expect(text).toContain('from "session"');
    expect(text).toContain("42P01");
    expect(lines[1]).toContain("requestId=req-12345678");
    expect(lines[1]).toContain("path=/inbox ");
    for (const secret of [sid, hashToken(sid), cookie, user.email]) expect(text).not.toContain(secret);
  });

  it("in production, as one JSON object per line", async () => {
    const lines: string[] = [];
    const spy = vi.mocked(console.error).mockImplementation((...args: unknown[]) => void lines.push(String(args[0])));
    vi.stubEnv("NODE_ENV", "production");
    try {
      onRequestError(
        new Error("boom"),
        { path: "/debate/1?x=1", method: "GET", headers: { "x-request-id": "req-abcdefgh" } },
        {
          routerKind: "App Router",
          routePath: "/debate/[id]",
          routeType: "render",
        },
      );
    } finally {
      vi.unstubAllEnvs();
      spy.mockImplementation(() => {});
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: "error",
      msg: "Request failed",
      requestId: "req-abcdefgh",
      path: "/debate/1",
      route: "/debate/[id]",
    });
  });
});
