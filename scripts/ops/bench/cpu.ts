// CPU time from Linux's /proc, for the bench's "CPU per request": on a host whose other load comes and goes, what a
// server spends per request moves far less than how many requests it answers a second. NaN where /proc is missing.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ

type Proc = { pid: number; ppid: number; name: string; seconds: number };

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const dir of readdirSync("/proc")) {
    if (!/^\d+$/.test(dir)) continue;
    try {
      const text = readFileSync(`/proc/${dir}/stat`, "utf8");
      const close = text.lastIndexOf(")");
      const fields = text.slice(close + 2).split(" ");
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime, all threads
      found.push({
        pid: Number(dir),
        ppid: Number(fields[1]),
        name: text.slice(text.indexOf("(") + 1, close),
        seconds,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** The processes of these roots' trees (each root and its descendants: a cluster's workers). */
function trees(all: Proc[], roots: number[]): Proc[] {
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
      tree.add(p.pid);
      grew = true;
    }
  }
  return all.filter((p) => tree.has(p.pid));
}

/** CPU seconds used so far by a process and its descendants (a server's workers), and by PostgreSQL's processes. */
export function cpuSeconds(root: number): { server: number; database: number } {
  let all: Proc[];
  try {
    all = processes();
  } catch {
    return { server: NaN, database: NaN };
  }
  const server = trees(all, [root]).reduce((sum, p) => sum + p.seconds, 0);
  const database = all.filter((p) => p.name === "postgres").reduce((sum, p) => sum + p.seconds, 0);
  return { server, database };
}

/** A reading for cpuSpent: the servers' trees' CPU seconds so far, and each PostgreSQL process's. */
export type CpuMark = { server: number; postgres: Map<number, number> };

export function cpuMark(roots: number[]): CpuMark {
  let all: Proc[];
  try {
    all = processes();
  } catch {
    return { server: NaN, postgres: new Map() };
  }
  const server = trees(all, roots).reduce((sum, p) => sum + p.seconds, 0);
  return { server, postgres: new Map(all.filter((p) => p.name === "postgres").map((p) => [p.pid, p.seconds])) };
}

/**
 * CPU seconds spent between two marks: the servers', and PostgreSQL's counted process by process. A sum over all its
 * processes would lose the whole past of a backend that ended meanwhile (another client's closed connection) and
 * could come out below zero; this loses only that backend's last moments.
 */
export function cpuSpent(before: CpuMark, after: CpuMark): { server: number; database: number } {
  let database = 0;
  for (const [pid, seconds] of after.postgres) database += seconds - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, database: Number.isNaN(after.server) ? NaN : database };
}
