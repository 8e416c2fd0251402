import { Agent, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, KEEP_ALIVE_MS } from "./site-server";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createSiteServer((req, res) => res.end(String(req.headers["x-pv-client-ip"])));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(agent: Agent, headers: Record<string, string> = {}): Promise<{ res: IncomingMessage; body: string; socketPort: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ res, body, socketPort: req.socket?.localPort ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("createSiteServer", () => {
  it("stamps the socket's address over any client-sent x-pv-client-ip", async () => {
    const agent = new Agent();
    const { body } = await get(agent, { "x-pv-client-ip": "6.6.6.6" });
    expect(body).toBe("127.0.0.1");
    agent.destroy();
  });

  it("announces and keeps idle keep-alive connections longer than a load balancer's 60 s", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(agent);
    expect(first.res.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    // past Node's default of 5 s idle the same connection still serves
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get(agent);
    expect(second.socketPort).toBe(first.socketPort);
    agent.destroy();
  }, 15_000);
});
