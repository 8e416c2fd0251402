// What `npm run chaos` prints for each fault, from the recorded requests and the votes table after the run.
import type { Shot } from "./load";

/** Seconds from the load's start: the fault, the restart or SIGCONT, and when the restart command returned. */
export type Fault = { name: string; at: number; resumed: number; ready: number };

export type Figures = {
  requests: number;
  acknowledged: number;
  statuses: Record<string, number>;
  firstUnavailable: number | null;
  slowestInOutage: number;
  recovery: number | null;
  slowest: number;
  over5s: number;
  lost: number;
  failedButStored: number;
  unexpected: number;
};

export const pairKey = (userId: number, debateId: number) => `${userId}:${debateId}`;
const ok = (status: number) => status >= 200 && status < 300;
const failed = (status: number) => status >= 500 || status <= 0;
const label = (status: number) => (status === 0 ? "no answer" : status === -1 ? "conn error" : String(status));

export function figures(fault: Fault, shots: Shot[], stored: Set<string>): Figures {
  const after = (t: number) => shots.filter((s) => s.answered >= t).sort((a, b) => a.answered - b.answered);
  const first503 = after(fault.at).find((s) => s.status === 503);
  const firstOk = after(fault.resumed).find((s) => ok(s.status));
  const outageEnd = firstOk?.answered ?? Infinity;
  const took = (s: Shot) => s.answered - s.sent;
  const inOutage = shots.filter((s) => s.answered >= fault.at && s.sent <= outageEnd);
  const statuses: Record<string, number> = {};
  for (const s of shots) statuses[label(s.status)] = (statuses[label(s.status)] ?? 0) + 1;
  const isStored = (s: Shot) => stored.has(pairKey(s.userId, s.debateId));
  return {
    requests: shots.length,
    acknowledged: shots.filter((s) => ok(s.status)).length,
    statuses,
    firstUnavailable: first503 ? first503.answered - fault.at : null,
    slowestInOutage: Math.max(0, ...inOutage.map(took)),
    recovery: firstOk ? firstOk.answered - fault.resumed : null,
    slowest: Math.max(0, ...shots.map(took)),
    over5s: shots.filter((s) => took(s) > 5).length,
    lost: shots.filter((s) => ok(s.status) && !isStored(s)).length,
    failedButStored: shots.filter((s) => failed(s.status) && isStored(s)).length,
    // neither a success nor the database being unavailable (a 401, 403, 409, 429...): the fixture or the app is wrong
    unexpected: shots.filter((s) => !ok(s.status) && !failed(s.status) && s.status !== 503).length,
  };
}

const s = (v: number | null) => (v === null ? "never" : `${v.toFixed(2)} s`);

export function printTable(rows: [Fault, Figures][]) {
  console.log(
    "\n| fault | votes sent | acknowledged | first 503 after the fault | slowest answer in the outage | recovery after restart/SIGCONT | slowest answer | answers > 5 s | acknowledged but lost | failed but stored |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const [fault, f] of rows) {
    console.log(
      `| ${fault.name} | ${f.requests} | ${f.acknowledged} | ${s(f.firstUnavailable)} | ${s(f.slowestInOutage)} | ${s(f.recovery)} | ${s(f.slowest)} | ${f.over5s} | ${f.lost} | ${f.failedButStored} |`,
    );
  }
  for (const [fault, f] of rows) {
    const down = (fault.resumed - fault.at).toFixed(1);
    const ready = (fault.ready - fault.resumed).toFixed(1);
    console.log(
      `${fault.name}: fault at ${fault.at.toFixed(1)} s, resumed ${down} s later (ready ${ready} s after); answers ${JSON.stringify(f.statuses)}`,
    );
  }
}
