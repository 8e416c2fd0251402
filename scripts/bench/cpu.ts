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

/** CPU seconds used so far by a process and its descendants (a server's workers), and by PostgreSQL's processes. */
export function cpuSeconds(root: number): { server: number; database: number } {
  let all: Proc[];
  try {
    all = processes();
  } catch {
    return { server: NaN, database: NaN };
  }
  const tree = new Set([root]);
  let server = 0;
  // the root and its descendants (the workers of a cluster)
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
      tree.add(p.pid);
      grew = true;
    }
  }
  for (const p of all) if (tree.has(p.pid)) server += p.seconds;
  const database = all.filter((p) => p.name === "postgres").reduce((sum, p) => sum + p.seconds, 0);
  return { server, database };
}
