import { context, trace, SpanStatusCode } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as castVote } from "../../app/api/votes/route";
import { log } from "../../lib/log";
import { statementName } from "../../lib/db/trace-queries";
import { createCategory, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

/* Issue 29 item 3: a vote's trace, with an in-memory exporter in place of a collector. */

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager();
let categoryId: number;

beforeAll(async () => {
  context.setGlobalContextManager(contextManager.enable());
  trace.setGlobalTracerProvider(provider);
  categoryId = (await createCategory()).id;
});
afterAll(async () => {
  trace.disable();
  context.disable();
  await provider.shutdown();
});
beforeEach(() => exporter.reset());

/** Runs `fn` inside a request span, as Next's own would be. */
const inRequest = <T>(fn: () => Promise<T>) =>
  trace.getTracer("test").startActiveSpan("POST /api/votes", async (span) => {
    try {
      return await fn();
    } finally {
      span.end();
    }
  });
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("a vote's trace", () => {
  it("holds the request span, vote.cast under it and a span per query under that, with no personal data", async () => {
    const debate = await insertDebate({ categoryId });
    const user = await createUser({ username: "trace_voter", email: "trace.voter@example.com" });
    const cookie = await login(user);
    exporter.reset();
    const res = await inRequest(() =>
      call(castVote, "/api/votes", { method: "POST", body: { debateId: debate.id, position: "A" }, cookie }),
    );
    expect(res.status).toBe(201);

    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.name === "POST /api/votes")!;
    const vote = spans.find((s) => s.name === "vote.cast")!;
    expect(request.attributes["http.request.id"]).toBe(res.headers.get("x-request-id"));
    expect(parentOf(vote)).toBe(request.spanContext().spanId);
    expect(vote.attributes["debate.id"]).toBe(debate.id);
    expect(vote.status.code).not.toBe(SpanStatusCode.ERROR);
    const queries = spans.filter((s) => s.attributes["db.system"] === "postgresql");
    // the ballot's one statement (CTEs insert the ballot and its shard row; named by its main verb), with its rows
    const insert = queries.find((s) => s.name === "SELECT ballot")!;
    expect(insert).toBeDefined();
    expect(insert.attributes["db.response.returned_rows"]).toBe(1);
    const underVote = (s: ReadableSpan): boolean => {
      const parent = spans.find((p) => p.spanContext().spanId === parentOf(s));
      return !!parent && (parent === vote || underVote(parent));
    };
    expect(underVote(insert)).toBe(true);
    // every query of the request is a span of its trace, and none says more than its verb and table
    for (const q of queries) {
      expect(q.spanContext().traceId).toBe(request.spanContext().traceId);
      expect(q.name).toMatch(/^[A-Z]+( [a-z_0-9]+)?$/);
    }
    const everything = JSON.stringify(
      spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })),
    );
    for (const secret of [user.username, user.email, cookie.split("=")[1], res.body.opening, res.body.receipt, '"A"'])
      expect(everything).not.toContain(secret);
  });

  it("marks a refused vote's span failed by its code only, and names the trace in log lines", async () => {
    const debate = await insertDebate({ categoryId });
    const cookie = await login(await createUser({ username: "trace_twice" }));
    await call(castVote, "/api/votes", { method: "POST", body: { debateId: debate.id, position: "B" }, cookie });
    exporter.reset();
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    let traceId = "";
    try {
      const res = await inRequest(async () => {
        traceId = trace.getActiveSpan()!.spanContext().traceId;
        log("info", "inside the request");
        return call(castVote, "/api/votes", { method: "POST", body: { debateId: debate.id, position: "A" }, cookie });
      });
      expect(res.status).toBe(409);
      log("info", "outside any request");
    } finally {
      spy.mockRestore();
    }
    const vote = exporter.getFinishedSpans().find((s) => s.name === "vote.cast")!;
    expect(vote.status).toEqual({ code: SpanStatusCode.ERROR, message: "ALREADY_VOTED" });
    expect(lines[0]).toContain(traceId);
    expect(lines[1]).not.toContain("traceId");
  });

  it("names a statement by its verb and first table, never its text", () => {
    expect(statementName('insert into "votes" ("debate_id", "user_id") values ($1, $2)')).toBe("INSERT votes");
    expect(statementName('select "id" from "debates" where "id" = $1')).toBe("SELECT debates");
    expect(statementName('update "debates" set "votes_a" = "votes_a" + 1')).toBe("UPDATE debates");
    expect(statementName("with x as (select 1) delete from sessions where id = $1")).toBe("DELETE sessions");
    expect(statementName("begin")).toBe("BEGIN");
    expect(statementName("select now()")).toBe("SELECT");
    expect(
      statementName("with b as (insert into votes (a) select 1 returning a) update debates set x = 1 from b"),
    ).toBe("UPDATE debates");
  });
});
