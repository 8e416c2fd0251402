import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as login } from "../../app/api/auth/login/route";
import { POST as register } from "../../app/api/auth/register/route";
import { call, ORIGIN } from "../fixtures/http";

/*
 * Issue 12, item 2: a 100 MB POST grew the server by 263 MB because the body was read whole before the 64 KB check.
 * Bodies are now read as a stream, Content-Length first, and abandoned at the limit with a 413.
 */

const MB = 1024 * 1024;
const TOO_LARGE = { message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" };

/** A body of `total` bytes made on demand, 16 KB a pull, counting what the reader pulled. */
function generatedBody(total: number) {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function streamedRequest(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init = {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  };
  return new NextRequest(new URL(path, ORIGIN), init as ConstructorParameters<typeof NextRequest>[1]);
}

describe("request bodies (issue 12)", () => {
  it("answers 413 to a 100 MB streamed body after reading about 64 KB of it, without growing memory", async () => {
    const { stream, counter } = generatedBody(100 * MB);
    const before = process.memoryUsage().rss;
    const res = await login(streamedRequest("/api/auth/login", stream), { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(counter.pulled).toBeGreaterThan(64 * 1024);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * MB);
  });

  it("refuses a declared Content-Length over 64 KB before reading a byte", async () => {
    const { stream, counter } = generatedBody(MB);
    const res = await register(streamedRequest("/api/auth/register", stream, { "content-length": String(MB) }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(counter.pulled).toBe(0);
  });

  it("refuses a body that claims to be small but is not", async () => {
    const { stream, counter } = generatedBody(MB);
    const res = await login(streamedRequest("/api/auth/login", stream, { "content-length": "10" }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);
  });

  it("still reads a body of exactly 64 KB, and answers a 1 MB JSON body 413", async () => {
    const padding = "p".repeat(
      64 * 1024 - JSON.stringify({ emailOrUsername: "nobody", password: "x", pad: "" }).length,
    );
    const exact = await call(login, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: "nobody", password: "x", pad: padding },
    });
    expect(exact.status).toBe(401);
    const huge = await call(login, "/api/auth/login", {
      method: "POST",
      body: { emailOrUsername: "nobody", password: "y".repeat(MB) },
    });
    expect(huge).toMatchObject({ status: 413, body: TOO_LARGE });
  });

  it("answers 408 to a body that trickles in, once it has taken 10 s, and stops reading it (issue 17)", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          pulled += 1;
          // a byte every 2 s: the whole body would take minutes
          if (pulled > 1) await new Promise((resolve) => setTimeout(resolve, 2000));
          controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"emailOrUsername":"' : "x"));
        },
      },
      { highWaterMark: 0 },
    );
    const started = Date.now();
    const res = await login(streamedRequest("/api/auth/login", stream), { params: Promise.resolve({}) });
    const took = Date.now() - started;
    expect(res.status).toBe(408);
    expect(await res.json()).toEqual({ message: "The request body took too long to arrive", code: "REQUEST_TIMEOUT" });
    expect(took).toBeGreaterThanOrEqual(9_900);
    expect(took).toBeLessThan(13_000);
    const pulledAtAnswer = pulled;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pulled).toBeLessThanOrEqual(pulledAtAnswer + 1);
  }, 20_000);
});
