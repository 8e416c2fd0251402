// A small closed-loop load generator: `clients` loops, each sending its next request as soon as the last answered.
import http from "node:http";

export type Req = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  vote?: { userId: number; debateId: number };
};
/** requests: those measured; sent: every one, warm-up included */
export type LoadResult = {
  requests: number;
  sent: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
  created: Req[];
};

function send(agent: http.Agent, port: number, req: Req): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: "127.0.0.1", port, agent, method: req.method, path: req.path, headers: req.headers },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    r.on("error", reject);
    r.end(req.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `next()` requests from `clients` loops for `seconds` (after `warmup` seconds not counted). */
export async function runLoad(
  port: number,
  next: () => Req,
  opts: { clients: number; seconds: number; warmup: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const created: Req[] = [];
  const warmUntil = performance.now() + opts.warmup * 1000;
  const stopAt = warmUntil + opts.seconds * 1000;
  let measuredFrom = 0;
  let sent = 0;

  async function loop() {
    while (performance.now() < stopAt) {
      const req = next();
      const { status, ms } = await send(agent, port, req);
      sent++;
      if (status === 201) created.push(req);
      if (performance.now() < warmUntil) continue;
      measuredFrom ||= performance.now() - ms;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: opts.clients }, loop));
  agent.destroy();
  const elapsed = (performance.now() - measuredFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    sent,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    created,
  };
}
