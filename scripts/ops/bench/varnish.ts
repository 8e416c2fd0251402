// The reference CDN (deploy/varnish/cdn.vcl) in front of one server, for `npm run cdn:check` and the benchmark.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

type Varnish = { port: number; pid: number; stop: () => Promise<void> };

const VCL_DIR = path.resolve("deploy/varnish");
const binary = () => (existsSync("/usr/sbin/varnishd") ? "/usr/sbin/varnishd" : "varnishd");

/** `n` different ports nothing listens on right now (all held open until each is known, so none repeats). */
export async function freePorts(n: number): Promise<number[]> {
  const servers = Array.from({ length: n }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const freePort = async () => (await freePorts(1))[0];

/**
 * varnishd in the foreground, its working files and the backend's address (backend.vcl, found first on vcl_path)
 * in `workDir`. `-j none`: no jail, so it runs as whoever starts it, root in CI included.
 */
export async function startVarnish(opts: {
  port: number;
  backendPort: number;
  workDir: string;
  memory?: string;
}): Promise<Varnish> {
  writeFileSync(
    path.join(opts.workDir, "backend.vcl"),
    `backend default {\n  .host = "127.0.0.1";\n  .port = "${opts.backendPort}";\n}\n`,
  );
  const child = spawn(
    binary(),
    [
      "-F",
      "-j",
      "none",
      "-n",
      path.join(opts.workDir, "varnish"),
      "-a",
      `127.0.0.1:${opts.port}`,
      "-p",
      `vcl_path=${opts.workDir}:${VCL_DIR}`,
      "-f",
      path.join(VCL_DIR, "cdn.vcl"),
      "-s",
      `malloc,${opts.memory ?? "64m"}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise<never>((_, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`varnishd exited with ${code}`)));
  });
  exited.catch(() => undefined);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const ready = (async () => {
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const ok = await fetch(`http://127.0.0.1:${opts.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
    }
    throw new Error(`Varnish on ${opts.port} did not answer within 60 s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: opts.port, pid: child.pid as number, stop };
}

const COUNTERS = ["cache_hit", "cache_hit_grace", "cache_miss", "busy_sleep", "backend_req"] as const;
export type VarnishCounters = Record<(typeof COUNTERS)[number], number>;

/**
 * Varnish's own counters (varnishstat) of the instance startVarnish ran in `workDir`: hits (grace hits among them: a
 * stale copy answered while a fresh one is fetched), misses, requests that waited for another's fetch of the same
 * object (busy_sleep), fetches from the origin.
 */
export function varnishCounters(workDir: string): VarnishCounters {
  const run = spawnSync("varnishstat", ["-n", path.join(workDir, "varnish"), "-1", "-j"], { encoding: "utf8" });
  const json = JSON.parse(run.stdout || "{}") as Record<string, unknown>;
  // varnishstat 7 nests the counters under "counters"; 6 lists them at the top
  const counters = (json.counters ?? json) as Record<string, { value?: number }>;
  return Object.fromEntries(COUNTERS.map((c) => [c, counters[`MAIN.${c}`]?.value ?? NaN])) as VarnishCounters;
}
