import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as login } from "../../app/api/auth/login/route";
import { proxy } from "../../proxy";
import { ORIGIN } from "../fixtures/http";

/* Issue 17, audit finding 1: a request body cut short is the client's fault, never a database outage. */

// a login whose client sends part of the body, then closes the socket: Node fails the read with ECONNRESET 'aborted'
function abortedLogin(): NextRequest {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"emailOrUsername":"demo_user","pass'));
    },
    pull(controller) {
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
  return new NextRequest(new URL("/api/auth/login", ORIGIN), {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe("a request body cut short", () => {
  it("answers 400, and the next page is served as usual, not 503 as if the database were down", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await login(abortedLogin(), { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "The request body was cut short", code: "BAD_REQUEST" });
    }
    const page = proxy(new NextRequest(new URL("/", ORIGIN)));
    expect(page.status).not.toBe(503);
    expect(page.headers.get("retry-after")).toBeNull();
  });
});
