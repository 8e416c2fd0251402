// npm start: build when there is no build yet, migrate (and seed in demo mode), then serve on PORT.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import next from "next";
import { getDbHandle } from "../lib/db";
import { prepareDatabase } from "../lib/db/prepare";

const port = Number(process.env.PORT ?? 3000);
(process.env as Record<string, string>).NODE_ENV = "production";

if (!existsSync(".next/BUILD_ID")) {
  console.log("No build found: running next build first...");
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
}

// One process owns the database handle: the embedded PGlite cannot be shared between processes.
await prepareDatabase(getDbHandle());

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

createServer((req, res) => {
  // the socket address, for per-IP limits; a client cannot forge it (see lib/api/client-ip.ts)
  req.headers["x-pv-client-ip"] = req.socket.remoteAddress ?? "unknown";
  void handle(req, res);
}).listen(port, () => {
  console.log(`People's Verdict is ready on http://localhost:${port}`);
});
