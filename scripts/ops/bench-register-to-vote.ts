// npm run bench:register: a real person's path from a shared debate link to a counted vote (issue 25 item 7), in
// chromium with CPU throttling (4x by default, a mid-range phone), against one or more built checkouts served by
// plain `next start` on fresh PostgreSQL databases with demo data and the production proof-of-work settings.
// The journey: open /debate/{id}, follow "Create Account", fill the form (at once, or typed at a person's pace),
// submit, open the link mailed (the development mailbox), follow "Go to Login", sign in if asked, vote A, see the
// thanks.
// R2V_APPS="before=/work/wt-old,after=." (name=checkout, each already built), R2V_RUNS per app and mode (alternating
// apps), R2V_RATE, R2V_KEY_MS (a person's typing: milliseconds per key; 0 fills at once). Prints each phase's median.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";

const APPS = (process.env.R2V_APPS ?? "today=.").split(",").map((pair) => {
  const [name, dir] = pair.split("=");
  return { name, dir: resolve(dir) };
});
const RUNS = Number(process.env.R2V_RUNS ?? 5);
const RATE = Number(process.env.R2V_RATE ?? 4);
const KEY_MODES = (process.env.R2V_KEY_MS ?? "0,120").split(",").map(Number);
const CHROME = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const PASSWORD = "JourneyPass123";
const PHASES = ["debate page", "register page", "form and submit", "verify link", "sign in", "vote"] as const;
type Phase = (typeof PHASES)[number];

async function serve(dir: string, port: number, database: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/e2e-next-start.ts"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      E2E_DATABASE_NAME: database,
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${dir}: next start exited with ${child.exitCode}`);
    if (
      await fetch(`http://localhost:${port}/api/categories`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${dir}: next start did not answer in 180 s`);
}

async function fill(page: Page, id: string, text: string, keyMs: number) {
  if (keyMs === 0) return page.locator(`#${id}`).fill(text);
  await page.locator(`#${id}`).click();
  await page.keyboard.type(text, { delay: keyMs });
}

async function journey(browser: Browser, base: string, debateId: number, n: number, keyMs: number) {
  // each person from their own network, as real visitors come (TRUST_PROXY is on under e2e-next-start's env)
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${n % 250}.${Math.floor(n / 250)}.7` },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  const times = {} as Record<Phase, number>;
  let mark = performance.now();
  const lap = (phase: Phase) => {
    const now = performance.now();
    times[phase] = now - mark;
    mark = now;
  };
  const tag = `${Date.now().toString(36)}${n}`;
  const username = `journey_${tag}`;
  const email = `journey-${tag}@example.com`;

  await page.goto(`/debate/${debateId}`);
  await page.getByRole("link", { name: "Create Account" }).waitFor();
  lap("debate page");
  await page.getByRole("link", { name: "Create Account" }).click();
  await page.waitForURL("**/register**");
  await page.locator("#username").waitFor();
  lap("register page");
  await fill(page, "username", username, keyMs);
  await fill(page, "email", email, keyMs);
  await fill(page, "password", PASSWORD, keyMs);
  await fill(page, "confirmPassword", PASSWORD, keyMs);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/verify-email**", { timeout: 60_000 });
  lap("form and submit");
  let link: string | undefined;
  while (!link) {
    const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    link = mails.map((m) => m.text.match(/https?:\/\/\S*verify-email\?token=[\w-]+\S*/)?.[0]).find(Boolean);
  }
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("link", { name: "Go to Login" }).waitFor();
  lap("verify link");
  await page.getByRole("link", { name: "Go to Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/verify-email");
  if (new URL(page.url()).pathname === "/login") {
    await fill(page, "emailOrUsername", username, keyMs);
    await fill(page, "password", PASSWORD, keyMs);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
  }
  if (new URL(page.url()).pathname !== `/debate/${debateId}`) await page.goto(`/debate/${debateId}`);
  await page.getByTestId("vote-A").waitFor();
  lap("sign in");
  await page.getByTestId("vote-A").click();
  await page.getByText("Thank you for voting!").waitFor();
  lap("vote");
  await context.close();
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const servers = await Promise.all(APPS.map((app, i) => serve(app.dir, 3321 + i, `pv_bench_r2v_${i}`)));
const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu"] });
const results = new Map<string, Record<Phase, number>[]>();
try {
  const debates = await Promise.all(
    APPS.map(async (_, i) => {
      const list = (await (await fetch(`http://localhost:${3321 + i}/api/debates?limit=20`)).json()) as {
        id: number;
        status?: string;
        votingEndsAt: string;
      }[];
      const open = list.find((d) => new Date(d.votingEndsAt).getTime() > Date.now() + 3_600_000);
      if (!open) throw new Error(`${APPS[i].name}: no open debate in the demo data`);
      return open.id;
    }),
  );
  let n = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const keyMs of KEY_MODES) {
      for (const [i, app] of APPS.entries()) {
        const key = `${app.name}, ${keyMs ? `typed at ${keyMs} ms a key` : "filled at once"}`;
        const times = await journey(browser, `http://localhost:${3321 + i}`, debates[i], n++, keyMs);
        const total = PHASES.reduce((sum, p) => sum + times[p], 0);
        console.log(`${key}, run ${run + 1}: ${(total / 1000).toFixed(2)} s`);
        results.set(key, [...(results.get(key) ?? []), times]);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill("SIGTERM");
}

console.log(`\nchromium, CPU throttled ${RATE}x, ${RUNS} runs each (medians, seconds)\n`);
console.log(`| journey | ${PHASES.join(" | ")} | total |`);
console.log(`| --- | ${PHASES.map(() => "---:").join(" | ")} | ---: |`);
for (const [key, runs] of results) {
  const cells = PHASES.map((p) => (median(runs.map((t) => t[p])) / 1000).toFixed(2));
  const total = median(runs.map((t) => PHASES.reduce((sum, p) => sum + t[p], 0))) / 1000;
  console.log(`| ${key} | ${cells.join(" | ")} | ${total.toFixed(2)} |`);
}
