import { SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

// Our spans: the domain steps that matter, inside Next's own request span. Without a registered
// tracer provider (tracing is off unless an OTLP endpoint is set: register-tracing.ts) the API's tracer is a no-op.
const tracer = () => trace.getTracer("peoples-verdict");

/** What a failed span records: the error's code or its name, never its message (which may quote a value). */
export const statusOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : error instanceof Error ? error.name : "error";
};

/** Runs `fn` in a span named `name`, ended when it settles; a throw marks it failed with its code only. */
export function inSpan<T>(name: string, fn: () => Promise<T>, attributes?: Attributes): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: statusOf(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace a request runs in, for its log lines; undefined when tracing is off. */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && trace.isSpanContextValid(context) ? context.traceId : undefined;
}

/** Whether the code running now is in a span that records (a query span is made only then). */
export const tracingNow = () => trace.getActiveSpan()?.isRecording() === true;
