// Issue 27's targets as ratios of one run's turns (each the median over the rounds of that round's figures).
type Turn = { rps: number; cpu: { server: number } };
type Row = { name: string; app: Turn[]; plain: Turn[]; framework: Turn[]; floor: Turn[] };
type App = "app" | "plain";
const LABEL: Record<App, string> = { app: "npm start", plain: "next start" };

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const f2 = (n: number) => n.toFixed(2);

/** A vote's server CPU against the framework floor's route plus 1.3x the bare floor's; its req/s against the first. */
function voteTarget(row: Row, who: App) {
  const rounds = row[who].map((_, k) => k).filter((k) => row.framework[k] && row.floor[k]);
  if (!rounds.length) return;
  const bound = rounds.map((k) => row.framework[k].cpu.server + 1.3 * row.floor[k].cpu.server);
  const app = rounds.map((k) => row[who][k].cpu.server);
  const share = median(rounds.map((_, i) => app[i] / bound[i]));
  const rps = median(rounds.map((k) => row[who][k].rps / row.framework[k].rps));
  const fw = median(rounds.map((k) => row.framework[k].cpu.server));
  console.log(
    `  ${row.name}, app (${LABEL[who]}): CPU/vote ${f2(median(app))} ms against framework floor ${f2(fw)} + 1.3 x bare floor ` +
      `${f2(median(rounds.map((k) => row.floor[k].cpu.server)))} = ${f2(median(bound))} ms: ${f2(share)}x the bound, ` +
      `${share <= 1 ? "met" : "not met"}; req/s app/framework floor ${f2(rps)} (0.8 wanted: ${rps >= 0.8 ? "met" : "not met"})`,
  );
}

/** The debate page's render CPU against the framework floor's page: what the app adds above Next's own render. */
function pageTarget(row: Row, who: App) {
  const rounds = row[who].map((_, k) => k).filter((k) => row.framework[k]);
  if (!rounds.length) return;
  const app = median(rounds.map((k) => row[who][k].cpu.server));
  const fw = median(rounds.map((k) => row.framework[k].cpu.server));
  const ratio = median(rounds.map((k) => row[who][k].cpu.server / row.framework[k].cpu.server));
  console.log(
    `  ${row.name}, app (${LABEL[who]}): CPU/page ${f2(app)} ms, framework floor's page ${f2(fw)} ms: ${f2(ratio)}x (the app's own ` +
      `share ${f2(app - fw)} ms; halved means half of the figure before the cuts, docs/benchmark.md)`,
  );
}

export function printTargets(rows: Row[], votesOk: boolean, cdnP99?: number) {
  console.log("\nIssue 27's targets, this run:");
  for (const who of ["app", "plain"] as const) {
    for (const row of rows.filter((r) => r.name.startsWith("POST /api/votes"))) voteTarget(row, who);
    for (const row of rows.filter((r) => r.name.startsWith("GET /debate/"))) pageTarget(row, who);
  }
  if (cdnP99 !== undefined)
    console.log(
      `  behind the reference Varnish: p99 ${cdnP99.toFixed(1)} ms (50 wanted: ${cdnP99 <= 50 ? "met" : "not met"})`,
    );
  console.log(`  votes: ${votesOk ? "none lost or doubled" : "LOST OR DOUBLED (see above)"}`);
}
