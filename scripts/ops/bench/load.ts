// A small closed-loop load generator: `clients` loops, each sending its next request as soon as the last answered.
import http, { type IncomingHttpHeaders } from "node:http";

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
  /** the measured requests by the class `classify` gave each answer: how many, p50, p99 */
  classes: Record<string, { n: number; p50: number; p99: number }>;
};

function send(
  agent: http.Agent,
  port: number,
  req: Req,
): Promise<{ status: number; ms: number; headers: IncomingHttpHeaders }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: "127.0.0.1", port, agent, method: req.method, path: req.path, headers: req.headers },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers }),
        );
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
  opts: { clients: number; seconds: number; warmup: number; classify?: (headers: IncomingHttpHeaders) => string },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const created: Req[] = [];
  const byClass: Record<string, number[]> = {};
  const warmUntil = performance.now() + opts.warmup * 1000;
  const stopAt = warmUntil + opts.seconds * 1000;
  let measuredFrom = 0;
  let sent = 0;

  async function loop() {
    while (performance.now() < stopAt) {
      const req = next();
      const { status, ms, headers } = await send(agent, port, req);
      sent++;
      if (status === 201) created.push(req);
      if (performance.now() < warmUntil) continue;
      measuredFrom ||= performance.now() - ms;
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (opts.classify) (byClass[opts.classify(headers)] ??= []).push(ms);
    }
  }
  await Promise.all(Array.from({ length: opts.clients }, loop));
  agent.destroy();
  const elapsed = (performance.now() - measuredFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const classes: LoadResult["classes"] = {};
  for (const [name, list] of Object.entries(byClass)) {
    list.sort((a, b) => a - b);
    classes[name] = { n: list.length, p50: percentile(list, 50), p99: percentile(list, 99) };
  }
  return {
    requests: latencies.length,
    sent,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
    created,
    classes,
  };
}
