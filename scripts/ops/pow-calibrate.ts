// npm run pow:calibrate: the figures of docs/decisions/0016-proof-of-work.md, at the configured POW_COST and
// POW_MAX_COUNTER (the production defaults unless set).
// 1. Unless POW_SOLVES=0, the server and a script's client, on an in-memory database: POW_SOLVES challenges issued,
//    solved in Node with altcha-lib's solver (what a fake account's maker would run: its CPU seconds), and checked by
//    the register call's own check (assertProofOfWork: verifySolution and the spent-challenge insert); verifySolution
//    alone timed 1,000 times over.
// 2. With POW_URL (the built app, e.g. http://localhost:3000): /register in chromium with 4x CPU throttling
//    (Emulation.setCPUThrottlingRate; POW_RATES=1,4 for more rates), POW_PAGES times; the time from a challenge's
//    arrival to its solution, as the page reports it (data-solve-ms on the status line).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { openPglite, setDbHandle } from "../../lib/db";
import { migrateDb } from "../../lib/db/migrate";
import { env } from "../../lib/env";
import { assertProofOfWork } from "../../lib/server/pow/assert-proof-of-work";
import { issueChallenge } from "../../lib/server/pow/issue-challenge";
import { powSettings } from "../../lib/server/pow/pow-settings";

const SOLVES = Number(process.env.POW_SOLVES ?? 20);
const PAGES = Number(process.env.POW_PAGES ?? 10);
// CPU throttling rates to measure /register at (comma-separated; 1 is none)
const RATES = (process.env.POW_RATES ?? "4").split(",").map(Number);
const CHROME = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const ms = (n: number) => `${n.toFixed(n < 10 ? 3 : 0)} ms`;
function summary(values: number[], unit: (n: number) => string) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return `mean ${unit(mean)}, median ${unit(at(0.5))}, p90 ${unit(at(0.9))}, min ${unit(sorted[0])}, max ${unit(sorted.at(-1)!)} (n=${values.length})`;
}

async function server() {
  const handle = openPglite("memory://");
  await migrateDb(handle);
  setDbHandle(handle);
  const { POW_COST, POW_MAX_COUNTER } = env();
  console.log(`POW_COST ${POW_COST} (PBKDF2-SHA-256 iterations per attempt), POW_MAX_COUNTER ${POW_MAX_COUNTER}`);
  const issue: number[] = [];
  const cpu: number[] = [];
  const check: number[] = [];
  let payload = "";
  for (let i = 0; i < SOLVES; i++) {
    let t = performance.now();
    const challenge = await issueChallenge({ ip: null });
    issue.push(performance.now() - t);
    const before = process.cpuUsage();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 0 });
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
    payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    t = performance.now();
    await assertProofOfWork(payload);
    check.push(performance.now() - t);
  }
  const { challenge, solution } = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  const settings = powSettings();
  const verify: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await verifySolution({ challenge, solution, deriveKey, ...settings });
    verify.push(performance.now() - t);
  }
  console.log(`issue a challenge (GET /api/auth/challenge's work):  ${summary(issue, ms)}`);
  console.log(`solve in Node, CPU seconds (a fake account's cost):  ${summary(cpu, (n) => `${n.toFixed(2)} s`)}`);
  console.log(`verifySolution alone:                                 ${summary(verify.slice(100), ms)}`);
  console.log(`the register call's check (verify + spend, PGlite):   ${summary(check, ms)}`);
  await handle.close();
}

async function browser(url: string, rate: number) {
  const chrome = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
  const times: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    const page = await chrome.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(new URL("/register", url).toString());
    const status = page.locator('[role="status"][data-state="ready"]');
    await status.waitFor({ timeout: 60_000 });
    times.push(Number(await status.getAttribute("data-solve-ms")));
    await page.close();
  }
  await chrome.close();
  console.log(`/register in chromium, ${rate}x CPU throttling, solve time:  ${summary(times, ms)}`);
}

if (process.env.POW_SOLVES !== "0") await server();
for (const rate of process.env.POW_URL ? RATES : []) await browser(process.env.POW_URL!, rate);
