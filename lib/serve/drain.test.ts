import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drainServer } from "./drain";

/** A server whose answers take `delayMs`, listening on a free port. */
async function slowServer(delayMs: number) {
  const server = createServer((_req, res) => void setTimeout(() => res.end("done"), delayMs));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const started = (server: Server) => new Promise<void>((resolve) => server.once("request", () => resolve()));

describe("drainServer (SIGTERM)", () => {
  it("lets the requests in flight finish, closes idle kept-alive connections, and refuses new ones", async () => {
    const { server, port } = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    await get(port, agent); // leaves an idle kept-alive connection
    const inFlight = get(port, agent);
    await started(server);
    const t0 = Date.now();
    const drained = drainServer(server, 5000);
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    expect(await drained).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1500);
    await expect(get(port, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it("cuts what is still running at the deadline", async () => {
    const { server, port } = await slowServer(10_000);
    const agent = new Agent();
    const inFlight = get(port, agent).catch((e: Error) => e);
    await started(server);
    const t0 = Date.now();
    expect(await drainServer(server, 300)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});

describe("drainOnSignals", () => {
  it("exits soon after the deadline even when closing the database never finishes", async () => {
    // a process with a server and a beforeExit that hangs forever, as an orphaned npm start once did
    const script = `
      import { createServer } from "node:http";
      import { drainOnSignals } from ${JSON.stringify(path.join(import.meta.dirname, "drain.ts"))};
      const server = createServer((_req, res) => res.end("ok")).listen(0, "127.0.0.1", () => console.log("listening"));
      drainOnSignals(() => [server], { deadlineMs: 300, beforeExit: () => new Promise(() => {}) });
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve) => child.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve()));
    const signalled = Date.now();
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
    // the 300 ms deadline, the 2 s grace, and the start of a process under load
    expect(Date.now() - signalled).toBeLessThan(5000);
  }, 30_000);
});
