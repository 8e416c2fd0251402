// WEB_CONCURRENCY `next start` processes of the framework floor on one port (node:cluster shares it among them), as
// the bare floor runs its processes (floor-server.ts). Run in the framework floor's directory.
import cluster from "node:cluster";
import path from "node:path";

const processes = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1);
cluster.setupPrimary({ exec: path.resolve("../../../node_modules/next/dist/bin/next"), args: ["start"], execArgv: [] });
process.on("SIGTERM", () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  process.exit(0);
});
for (let i = 0; i < processes; i++) cluster.fork();
