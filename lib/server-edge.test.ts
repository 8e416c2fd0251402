import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONNECTION_ADDRESS_HEADER } from "./connection-address";
import { recordOutage } from "./outage";
import { installServerEdge } from "./server-edge";

// Issue 24 items 6.18 and 6.19 on a plain Node server standing in for Next's (whose listener reads a request's whole
// body before proxy.ts runs, as this one does): tests/integration/server-edge.test.ts runs the built app.
const seen: string[] = [];
const bytesRead: number[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  installServerEdge();
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => {
      if (req.url === "/address") return void res.end(String(req.headers[CONNECTION_ADDRESS_HEADER]));
      if (req.url?.includes("fail")) {
        res.statusCode = 500;
        res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.setHeader("CDN-Cache-Control", "public, s-maxage=4");
        return void res.end("PV_DATABASE_UNAVAILABLE");
      }
      res.end(`read ${size} bytes`);
    });
  });
  server.on("connection", (socket: Socket) => socket.on("close", () => bytesRead.push(socket.bytesRead)));
  port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  bytesRead.length = 0;
});

/**
 * Sends `head`, then 64 KB of body every 5 ms (chunked if the head says so; at most `total` bytes) until the server
 * closes the connection or 5 s pass; what came back, when, and how many body bytes the client had written by then.
 * With `readAfterMs`, the client reads nothing for that long.
 */
function upload(head: string, total = 50 * 1024 * 1024, readAfterMs = 0) {
  return new Promise<{ answer: string; answeredMs: number; sentAtAnswer: number; closed: boolean; sent: number }>(
    (resolve) => {
      const socket = connect(port, "127.0.0.1");
      const started = Date.now();
      const part = Buffer.alloc(64 * 1024, "x");
      const chunked = /transfer-encoding: chunked/i.test(head);
      let answer = "";
      let answeredMs = -1;
      let sentAtAnswer = -1;
      let sent = 0;
      const finish = (closed: boolean) => {
        clearInterval(sending);
        clearTimeout(timeout);
        socket.destroy();
        resolve({ answer, answeredMs, sentAtAnswer, closed, sent });
      };
      socket.on("error", () => {});
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString("latin1");
        if (answeredMs < 0) [answeredMs, sentAtAnswer] = [Date.now() - started, sent];
      });
      socket.once("close", () => finish(true));
      const timeout = setTimeout(() => finish(false), 5000);
      if (readAfterMs) {
        socket.pause();
        setTimeout(() => socket.resume(), readAfterMs);
      }
      socket.write(head);
      const sending = setInterval(() => {
        if (socket.destroyed || sent >= total) return;
        const piece = part.subarray(0, Math.min(part.length, total - sent));
        socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, CRLF]) : piece);
        sent += piece.length;
      }, 5);
    },
  );
}

const CRLF = Buffer.from("\r\n");
const statusLine = (answer: string) => answer.split("\r\n")[0];
const MB = 1024 * 1024;

describe("the server edge (lib/server-edge.ts)", () => {
  it("passes on the connection's own address in a header only it sets, whatever copy the client sent", async () => {
    const address = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/address`, { headers }).then((r) => r.text());
    expect(await address({})).toBe("127.0.0.1");
    expect(await address({ [CONNECTION_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" })).toBe("127.0.0.1");
  });

  it("answers a 50 MB POST to a page 405 at once, before reading its body, and closes the connection", async () => {
    const head = `POST /debate/1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${50 * MB}\r\n\r\n`;
    const { answer, answeredMs, sentAtAnswer, closed } = await upload(head);
    expect(statusLine(answer)).toBe("HTTP/1.1 405 Method Not Allowed");
    expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\ncontent-security-policy: [^\r]*'nonce-/i);
    expect(answer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i);
    expect(answer.split("\r\n\r\n")[1]).toBe('{"message":"Method not allowed","code":"METHOD_NOT_ALLOWED"}');
    expect(answeredMs).toBeLessThan(1000);
    expect(sentAtAnswer).toBeLessThan(5 * MB);
    expect(closed).toBe(true);
    // the server's socket took in the head and at most what was in flight, never the 50 MB (it is held, reading
    // nothing, for a moment after the answer: lib/close-after-answer.ts)
    for (let i = 0; i < 40 && !bytesRead.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(bytesRead.length).toBe(1);
    expect(bytesRead[0]).toBeLessThan(5 * MB);
    expect(seen).toEqual([]);
  });

  it("holds the connection after the 405, reading nothing, so that a client busy sending still gets its answer", async () => {
    // closing at once with the client's bytes unread resets the connection, and the client's unread answer with it
    const head = `POST /debate/1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${50 * MB}\r\n\r\n`;
    for (let i = 0; i < 3; i++) expect(statusLine((await upload(head, 50 * MB, 300)).answer)).toContain(" 405 ");
  });

  it("refuses a chunked body that never ends, and PUT, PATCH, DELETE alike; an Expect: 100-continue is not invited", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const head = `${method} /users/2?x=1 HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const { answer, closed } = await upload(head, Infinity);
      expect(statusLine(answer), method).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(closed, method).toBe(true);
    }
    const expecting = `POST / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: ${MB}\r\n\r\n`;
    const { answer } = await upload(expecting, 0);
    expect(statusLine(answer)).toBe("HTTP/1.1 405 Method Not Allowed");
    expect(answer).not.toContain("100 Continue");
    expect(seen).toEqual([]);
  });

  it("passes calls, Next's built files, GET and HEAD to the server as they came, bodies and 100 Continue included", async () => {
    const close = "Connection: close\r\n";
    const call = await upload(
      `POST /api/votes HTTP/1.1\r\nHost: localhost\r\n${close}Content-Length: ${MB}\r\n\r\n`,
      MB,
    );
    expect(call.answer).toContain("read 1048576 bytes");
    const file = await upload(
      `POST /_next/static/x.js HTTP/1.1\r\nHost: localhost\r\n${close}Content-Length: 3\r\n\r\n`,
      3,
    );
    expect(statusLine(file.answer)).toBe("HTTP/1.1 200 OK");
    const page = await upload("GET /debate/1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 0);
    expect(page.answer).toContain("read 0 bytes");
    const continued = await upload(
      `POST /api/x HTTP/1.1\r\nHost: localhost\r\n${close}Expect: 100-continue\r\nContent-Length: ${64 * 1024}\r\n\r\n`,
      64 * 1024,
    );
    expect(continued.answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK/);
    expect(seen).toEqual(["POST /api/votes", "POST /_next/static/x.js", "GET /debate/1", "POST /api/x"]);
  });

  it("sends a page's 500 during a recorded outage as 503 with Retry-After and no-store; other 500s as they are", async () => {
    const get = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get("retry-after"),
        cacheControl: r.headers.get("cache-control"),
        cdn: r.headers.get("cdn-cache-control"),
        body: await r.text(),
      }));
    expect((await get("/debate/1?fail")).status).toBe(500);
    recordOutage();
    expect(await get("/debate/1?fail")).toEqual({
      status: 503,
      retryAfter: "5",
      cacheControl: "no-store",
      cdn: null,
      body: "PV_DATABASE_UNAVAILABLE",
    });
    expect((await get("/api/fail")).status).toBe(500);
    expect((await get("/debate/1")).status).toBe(200);
    recordOutage(Date.now() - 60_000);
    expect((await get("/debate/1?fail")).status).toBe(500);
  });
});
