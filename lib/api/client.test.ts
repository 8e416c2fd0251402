import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorCode, getQueryFn } from "./client";

type Seen = { method?: string; contentType?: string; body: string };
let server: Server;
let base: string;
let seen: Seen[] = [];

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method, contentType: req.headers["content-type"], body: await readBody(req) });
    const path = req.url ?? "/";
    if (path === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"hello":"world"}');
    if (path === "/conflict") return res.writeHead(409).end('{"message":"Already voted","code":"ALREADY_VOTED"}');
    if (path === "/odd-code") return res.writeHead(400).end('{"message":"Odd","code":"NOT_A_CODE"}');
    if (path === "/empty-error") return res.writeHead(401, "Unauthorized").end();
    res.writeHead(404).end("nope");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends a JSON body with its content type only when there is a payload", async () => {
    seen = [];
    await apiRequest("POST", `${base}/ok`, { debateId: 1, position: "A" });
    await apiRequest("POST", `${base}/ok`);
    expect(seen[0]).toEqual({ method: "POST", contentType: "application/json", body: '{"debateId":1,"position":"A"}' });
    expect(seen[1]).toEqual({ method: "POST", contentType: undefined, body: "" });
  });

  it("turns a non-OK answer into '{status}: {body}'", async () => {
    const error = await apiRequest("POST", `${base}/conflict`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Already voted","code":"ALREADY_VOTED"}');
    expect((error as ApiError).serverMessage).toBe("Already voted");
    expect((error as ApiError).code).toBe("ALREADY_VOTED");
    expect(errorCode(error)).toBe("ALREADY_VOTED");
  });

  it("surfaces only a code of lib/errors.ts's table, and none for a body that is not the JSON error", async () => {
    expect(errorCode(await apiRequest("GET", `${base}/odd-code`).catch((e: unknown) => e))).toBeUndefined();
    const empty = await apiRequest("GET", `${base}/empty-error`).catch((e: unknown) => e);
    expect((empty as ApiError).code).toBeUndefined();
    expect((empty as ApiError).serverMessage).toBeUndefined();
    expect(errorCode(new Error("Already voted"))).toBeUndefined();
  });

  it("uses the status text when the body is empty", async () => {
    const error = await apiRequest("GET", `${base}/empty-error`).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("401: Unauthorized");
  });
});

it("sends credentials with every call", async () => {
  const spy = vi.spyOn(globalThis, "fetch");
  await apiRequest("POST", `${base}/ok`, {});
  await getQueryFn({ on401: "throw" })(`${base}/ok`);
  expect(spy.mock.calls.map(([, init]) => init?.credentials)).toEqual(["include", "include"]);
  spy.mockRestore();
});

describe("getQueryFn", () => {
  it("GETs the first element of the key and parses JSON", async () => {
    seen = [];
    expect(await getQueryFn({ on401: "throw" })([`${base}/ok`, "ignored"])).toEqual({ hello: "world" });
    expect(seen[0].method).toBe("GET");
  });

  it("answers null on 401 when asked, and throws otherwise", async () => {
    expect(await getQueryFn({ on401: "returnNull" })(`${base}/empty-error`)).toBeNull();
    await expect(getQueryFn({ on401: "throw" })(`${base}/empty-error`)).rejects.toThrow("401: Unauthorized");
  });
});
