import type { Span } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { QueryScrubber } from "./query-scrubber";

// Issue 34 item 3: the spans as the exporter gets them, after the scrubber has seen them end
function exported(write: (span: Span) => void) {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    spanProcessors: [new QueryScrubber(), new SimpleSpanProcessor(exporter)],
  });
  const span = provider.getTracer("test").startSpan("GET /reset-password?token=secret-token", {
    attributes: { "http.target": "/reset-password?token=secret-token", "http.method": "GET" },
  });
  write(span);
  span.end();
  return exporter.getFinishedSpans()[0];
}

describe("QueryScrubber", () => {
  it("keeps the path of a target, a URL and a name, and drops their query", () => {
    const span = exported((s) => {
      s.setAttributes({
        "http.url": "http://localhost:3000/api/admin/users?search=a%40example.com#top",
        "url.full": "https://example.org/?search=term",
        "http.referer": "http://localhost:3000/verify-email?token=abc&from=%2F",
        "next.route": "/debate/[id]",
        "http.route": "/api/auth/verify-email",
        "http.status_code": 200,
        "db.query.text": "select * from users where id = $1 and data ? 'key'",
        "app.paths": ["/x?q=1", "/y"],
      });
      s.updateName("GET /api/dev/mailbox?to=a%40example.com");
      s.addEvent("exception", { "exception.message": "bad link /verify-email?token=abc" });
    });
    expect(span.name).toBe("GET /api/dev/mailbox");
    expect(span.attributes).toEqual({
      "http.target": "/reset-password",
      "http.method": "GET",
      "http.url": "http://localhost:3000/api/admin/users#top",
      "url.full": "https://example.org/",
      "http.referer": "http://localhost:3000/verify-email",
      "next.route": "/debate/[id]",
      "http.route": "/api/auth/verify-email",
      "http.status_code": 200,
      "db.query.text": "select * from users where id = $1 and data ? 'key'",
      "app.paths": ["/x", "/y"],
    });
    expect(span.events[0].attributes).toEqual({ "exception.message": "bad link /verify-email" });
  });

  it("drops the attributes that are only a query", () => {
    const span = exported((s) => s.setAttributes({ "url.query": "token=abc", "url.path": "/reset-password" }));
    expect(span.attributes["url.query"]).toBeUndefined();
    expect(span.attributes["url.path"]).toBe("/reset-password");
  });
});
