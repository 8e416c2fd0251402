// A throwaway PostgreSQL 15 cluster for `npm run chaos`: its own data directory in a temp dir, its own port and
// socket directory, stopped (-m immediate), restarted, frozen (SIGSTOP) and thawed on demand, then removed.
// initdb and postgres refuse to run as root: as root they run as the `postgres` OS user, who owns the temp dir.
import { execFile, execFileSync } from "node:child_process";
import { appendFileSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const BIN = process.env.CHAOS_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type Cluster = {
  url: string;
  dir: string;
  stopImmediate: () => Promise<void>;
  start: () => Promise<void>;
  freeze: () => number[];
  thaw: () => void;
  destroy: () => void;
};

export async function createCluster(port: number): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "pv-chaos-"));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const data = path.join(dir, "data");
  const command = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(BIN, bin), ...args]] : [path.join(BIN, bin), args];
  const runSync = (bin: string, args: string[]) =>
    execFileSync(...command(bin, args), { stdio: ["ignore", "ignore", "inherit"] });
  // during the load the event loop must keep answering: the faults run pg_ctl without blocking it
  const pgCtl = async (...args: string[]) =>
    void (await promisify(execFile)(...command("pg_ctl", ["-D", data, ...args])));

  runSync("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-instructions",
  ]);
  appendFileSync(
    path.join(data, "postgresql.conf"),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "max_connections = 50",
      "",
    ].join("\n"),
  );
  const start = () => pgCtl("-l", path.join(dir, "postgres.log"), "-w", "-t", "60", "start");
  await start();

  let frozen: number[] = [];
  const postmaster = () => Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {}
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start,
    stopImmediate: () => pgCtl("-m", "immediate", "stop"),
    // the postmaster first (so it forks no new backend), then every process it started: only this cluster's
    freeze: () => {
      const main = postmaster();
      frozen = [main];
      signal([main], "SIGSTOP");
      frozen.push(...childrenOf(main));
      signal(frozen.slice(1), "SIGSTOP");
      return frozen;
    },
    thaw: () => {
      signal(frozen, "SIGCONT");
      frozen = [];
    },
    destroy: () => {
      signal(frozen, "SIGCONT");
      try {
        runSync("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {} // not running
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent) pids.push(Number(entry));
    } catch {} // gone meanwhile
  }
  return pids;
}
