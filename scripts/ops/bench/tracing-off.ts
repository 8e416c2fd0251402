// npm run bench:tracing-off: what the tracing hooks cost a vote when tracing is off (issue 29: "no measurable cost").
// Off is production's default: no tracer provider is registered (instrumentation.ts registers one only when an OTLP
// endpoint is set), so inSpan runs its function in the API's no-op span and each query asks once whether a span
// records. Measured in one process on an in-memory PGlite database:
// 1. each hook's own cost per call against the bare call, alternating rounds (the hooks' overhead, in nanoseconds);
// 2. the CPU of a vote through the app's own POST /api/votes handler, tracing off;
// 3. how many spans and queries one vote makes (an in-memory exporter registered for one last vote).
// Prints the hooks' cost per vote as a share of the vote's CPU. Run as `tsx --conditions=react-server` (package.json).
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NextRequest } from "next/server";
import { POST as castVote } from "../../../app/api/votes/route";
import { openPglite, setDbHandle } from "../../../lib/db";
import { migrateDb } from "../../../lib/db/migrate";
import { tracedQuery } from "../../../lib/db/trace-queries";
import { inSpan } from "../../../lib/tracing/in-span";
import { createCategory, insertDebate } from "../../../tests/fixtures/debates";
import { createUser, login } from "../../../tests/fixtures/users";

const VOTES = Number(process.env.BENCH_TRACING_VOTES ?? 300);
const CALLS = 200_000;
const ROUNDS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Nanoseconds per call of `hooked` minus `bare`, the median of alternating rounds of CALLS calls each. */
async function overhead(bare: () => Promise<unknown>, hooked: () => Promise<unknown>) {
  const time = async (fn: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) await fn();
    return Number(process.hrtime.bigint() - start) / CALLS;
  };
  await time(bare);
  await time(hooked);
  const diffs: number[] = [];
  const bares: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const b = await time(bare);
    diffs.push((await time(hooked)) - b);
    bares.push(b);
  }
  return { ns: median(diffs), bareNs: median(bares) };
}

const work = async () => 1;
const query = (() => Promise.resolve({ rowCount: 1 })) as (...args: unknown[]) => unknown;
const traced = tracedQuery(query, "postgresql");
const span = await overhead(work, () => inSpan("bench", work));
const perQuery = await overhead(
  () => query("insert into votes values ($1)", [1]) as Promise<unknown>,
  () => traced("insert into votes values ($1)", [1]) as Promise<unknown>,
);

const handle = openPglite("memory://");
await migrateDb(handle);
setDbHandle(handle);
const { id: categoryId } = await createCategory();
const debate = await insertDebate({ categoryId });
const voters = await Promise.all(Array.from({ length: VOTES + 11 }, () => createUser()));
const cookies = await Promise.all(voters.map((u) => login(u)));
const vote = async (cookie: string) => {
  const req = new NextRequest(new URL("/api/votes", "http://localhost:3000"), {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie },
    body: JSON.stringify({ debateId: debate.id, position: Math.random() < 0.5 ? "A" : "B" }),
  });
  const res = await castVote(req, { params: Promise.resolve({}) });
  if (res.status !== 201) throw new Error(`a vote answered ${res.status}: ${await res.text()}`);
};
for (const cookie of cookies.slice(0, 10)) await vote(cookie); // warm
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
for (const cookie of cookies.slice(10, 10 + VOTES)) await vote(cookie);
const cpu = process.cpuUsage(cpuBefore);
const cpuPerVoteUs = (cpu.user + cpu.system) / VOTES;
const wallPerVoteUs = ((performance.now() - wallBefore) * 1000) / VOTES;

const exporter = new InMemorySpanExporter();
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
await trace.getTracer("bench").startActiveSpan("POST /api/votes", async (request) => {
  await vote(cookies.at(-1)!);
  request.end();
});
const spans = exporter.getFinishedSpans();
const queries = spans.filter((s) => s.attributes["db.system"]).length;
const ours = spans.length - queries - 1;
await handle.close();

const costNs = ours * span.ns + queries * perQuery.ns;
console.log(
  `inSpan, tracing off:       +${span.ns.toFixed(0)} ns a call (the bare async call: ${span.bareNs.toFixed(0)} ns)`,
);
console.log(
  `a query's hook, off:       +${perQuery.ns.toFixed(0)} ns a call (the bare call: ${perQuery.bareNs.toFixed(0)} ns)`,
);
console.log(`one vote makes:            ${ours} span(s) of ours and ${queries} queries (counted with tracing on)`);
console.log(
  `a vote, tracing off:       ${cpuPerVoteUs.toFixed(0)} µs CPU, ${wallPerVoteUs.toFixed(0)} µs wall (${VOTES} votes, PGlite in process)`,
);
console.log(
  `the hooks' cost per vote:  ${(costNs / 1000).toFixed(2)} µs = ${(costNs / 10 / cpuPerVoteUs).toFixed(3)}% of its CPU`,
);
process.exit(0);
