import { tracingEnv } from "@/lib/env";
import { QueryScrubber } from "./query-scrubber";

/**
 * Sends this process's traces to the configured OTLP collector (protocol, headers and endpoint from the standard
 * OTEL_EXPORTER_OTLP_* variables; docs/deploy.md 'Traces'): Next's own request spans, ours (lib/tracing/in-span.ts)
 * and a span per query (lib/db/trace-queries.ts), each without any query string (query-scrubber.ts, which runs
 * before the exporter's processor). Does nothing without an endpoint, not even load the SDK (a serverless instance's
 * cold start does not pay for it).
 */
export async function registerTracing() {
  // on only where an OTLP endpoint is configured (the OpenTelemetry SDK's own variables)
  const { on, serviceName } = tracingEnv();
  if (!on) return;
  const { registerOTel } = await import("@vercel/otel");
  registerOTel({
    serviceName,
    spanProcessors: [new QueryScrubber(), "auto"],
  });
}
