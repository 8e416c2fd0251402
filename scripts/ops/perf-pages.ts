// npm run perf:pages: Lighthouse 12 (mobile preset, simulated throttling) three times on / and on a debate page,
// against the built app on a fresh embedded database with demo data. Builds nothing: run `npm run build` first.
// Prints the medians: performance, LCP, TBT, CLS, the other three categories, and the first-load JavaScript: the
// transfer of every script the page loaded as Lighthouse saw it (as the server sent them) and the same scripts as
// gzip. PERF_RUNS changes the number of runs; PERF_VERBOSE=1 lists the scripts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const DATA_DIR = ".data/perf";
const CHROME =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  scripts: number;
  scriptList: NetworkItem[];
};
type NetworkItem = { resourceType?: string; transferSize?: number; url: string };
type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
  runtimeError?: { message: string };
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().once("error", reject);
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/**
 * Every run measures the same thing: the page rendered once (kept by npm start's shared cache while its headers allow)
 * and its video posters in the server's cache (a thumbnail is kept a day, a failed fetch's placeholder a minute), as
 * for a site with traffic.
 */
async function warm(base: string, url: string) {
  const html = await (await fetch(url)).text();
  const posters = new Set(html.match(/\/api\/video-poster\/[A-Za-z0-9_-]{11}/g) ?? []);
  await Promise.all([...posters].map(async (path) => (await fetch(`${base}${path}`)).arrayBuffer()));
}

/** The bytes on the wire of one answer for the given Accept-Encoding (the body as sent, not decoded). */
function compressedSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let size = 0;
      res.on("data", (chunk: Buffer) => (size += chunk.length)).on("end", () => resolve(size));
    }).on("error", reject);
  });
}

function summarise(lhr: Lhr): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.length,
    scriptList: scripts,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type Figure = Exclude<keyof Run, "scriptList">;

function report(name: string, runs: Run[], gzipBytes: number) {
  const m = (key: Figure) => median(runs.map((r) => r[key]));
  const each = (key: Figure) => runs.map((r) => r[key]).join("/");
  console.log(
    [
      `${name}: performance ${m("performance")} (${each("performance")})`,
      `LCP ${(m("lcp") / 1000).toFixed(2)} s, TBT ${Math.round(m("tbt"))} ms, CLS ${m("cls").toFixed(3)}`,
      `accessibility ${m("accessibility")}, best practices ${m("bestPractices")}, SEO ${m("seo")}`,
      `first-load JS ${(m("jsBytes") / 1024).toFixed(1)} KiB transferred (${m("scripts")} scripts; ${(gzipBytes / 1024).toFixed(1)} KiB as gzip)`,
    ].join(" · "),
  );
  // PERF_VERBOSE=1: every script of the first run, largest first
  if (process.env.PERF_VERBOSE) {
    for (const item of [...runs[0].scriptList].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))) {
      console.log(`  ${String(item.transferSize ?? 0).padStart(7)} B  ${new URL(item.url).pathname}`);
    }
  }
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) throw new Error("no build: run `npm run build` first (perf:pages builds nothing)");
  const port = Number(process.env.PORT ?? (await freePort()));
  const base = `http://localhost:${port}`;
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: DATA_DIR,
      DEMO_MODE: "1",
      DATABASE_URL: "",
      APP_URL: base,
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    await waitFor(`${base}/api/categories`, server);
    const hot = (await (await fetch(`${base}/api/debates/hot`)).json()) as { id?: number } | null;
    if (!hot?.id) throw new Error("no hot debate in the demo data");
    const pages: Array<[string, string]> = [
      ["/", `${base}/`],
      [`/debate/${hot.id}`, `${base}/debate/${hot.id}`],
    ];
    for (const [name, url] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        await warm(base, url);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(summarise(result.lhr as unknown as Lhr));
      }
      // the same scripts as gzip, the budget's unit (issue 11): what a client without brotli would get
      const mid = [...runs].sort((a, b) => a.jsBytes - b.jsBytes)[Math.floor(runs.length / 2)];
      const gzip = await Promise.all(mid.scriptList.map((item) => compressedSize(item.url, "gzip")));
      report(
        name,
        runs,
        gzip.reduce((a, b) => a + b, 0),
      );
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
