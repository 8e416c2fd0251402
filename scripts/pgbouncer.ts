// A PgBouncer in transaction mode, as managed PostgreSQL hosts put in front (decisions.md 'Deployment'), in a temp
// dir on its own port: for the `next start` end-to-end pass (scripts/e2e-next-start.ts) and the pooler test
// (tests/integration/pooler.test.ts). No `ignore_startup_parameters`: the app must send none a pooler refuses.
//   node --import tsx scripts/pgbouncer.ts PORT [TARGET_URL]   runs one in the foreground and prints its URL
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? "/usr/sbin/pgbouncer";

export const hasPgBouncer = () => spawnSync(PGBOUNCER, ["--version"]).status === 0;

export type PgBouncer = { port: number; process: ChildProcess; output: string[]; stop: () => Promise<void> };

/** The URL of `database` through a PgBouncer listening on `port`, as `target` names its user. */
export function pooledUrl(target: string, port: number, database?: string): string {
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Starts PgBouncer on 127.0.0.1:`port` in front of the server `target` names (every database on it). */
export async function startPgBouncer(
  target: string,
  port: number,
  options: { poolSize?: number } = {},
): Promise<PgBouncer> {
  const server = new URL(target);
  const user = decodeURIComponent(server.username || "postgres");
  const dir = mkdtempSync(path.join(tmpdir(), "pv-pgbouncer-"));
  const ini = path.join(dir, "pgbouncer.ini");
  const userlist = path.join(dir, "userlist.txt");
  writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "pool_mode = transaction",
      // trust: the user must still be listed; the server behind does the real authentication (trust here)
      "auth_type = trust",
      `auth_file = ${userlist}`,
      "max_client_conn = 500",
      `default_pool_size = ${options.poolSize ?? 10}`,
      "",
    ].join("\n"),
  );
  writeFileSync(userlist, `"${user}" "${decodeURIComponent(server.password)}"\n`);
  // PgBouncer refuses to run as root: it switches to the postgres user, who must read the files
  chmodSync(dir, 0o755);
  for (const file of [ini, userlist]) chmodSync(file, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ["-u", process.env.PGBOUNCER_USER ?? "postgres"] : []), ini], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // ready when it says so, not when the port answers: another process may hold the port
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (output.join("").includes("process up:")) return { port, process: child, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`PgBouncer did not start on port ${port}:\n${output.join("")}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const port = Number(process.argv[2] ?? 6432);
  const target = process.argv[3] ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const bouncer = await startPgBouncer(target, port);
  console.log(`PgBouncer (transaction mode) on ${pooledUrl(target, port)}`);
  bouncer.process.stdout?.pipe(process.stdout);
  bouncer.process.stderr?.pipe(process.stderr);
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.on(signal, () => void bouncer.stop().then(() => process.exit(0)));
  bouncer.process.on("exit", (code) => process.exit(code ?? 1));
}
