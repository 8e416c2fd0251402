import type { Attributes, AttributeValue } from "@opentelemetry/api";
import type { ReadableSpan, SpanProcessor } from "@opentelemetry/sdk-trace-base";

// Attributes that are nothing but a query string (OpenTelemetry's semantic conventions, old and new)
const QUERY_ONLY = ["url.query", "http.query"];
// a URL or a path followed by its query: the query goes, up to a fragment or the end of the word
const PATH_QUERY = /((?:[a-z][a-z\d+.-]*:)?\/[^\s?#]*)\?[^\s#]*/gi;

const withoutQuery = (value: string) => (value.includes("?") ? value.replace(PATH_QUERY, "$1") : value);

const scrubValue = (value: AttributeValue | undefined) =>
  typeof value === "string"
    ? withoutQuery(value)
    : Array.isArray(value)
      ? value.map((item: unknown) => (typeof item === "string" ? withoutQuery(item) : item))
      : value;

function scrubAttributes(attributes: Attributes) {
  for (const key of QUERY_ONLY) delete attributes[key];
  for (const [key, value] of Object.entries(attributes)) attributes[key] = scrubValue(value) as AttributeValue;
}

/**
 * Keeps every query string out of the traces (decisions.md 'Deployment'): Next's request spans carry the whole
 * `req.url` as `http.target` and set it and their name as a request goes on, and a query may hold a token, an email or
 * a search. As each span ends, before it is queued for export, every attribute, event attribute and the name lose the
 * query of any URL or path they hold, and query-only attributes are dropped; the route and the path stay.
 */
export class QueryScrubber implements SpanProcessor {
  onStart() {}

  onEnd(span: ReadableSpan) {
    scrubAttributes(span.attributes);
    for (const event of span.events) if (event.attributes) scrubAttributes(event.attributes);
    const name = withoutQuery(span.name);
    // the SDK's span keeps its name in a plain field; the exporter reads it later, from this same object
    if (name !== span.name) (span as { name: string }).name = name;
  }

  forceFlush() {
    return Promise.resolve();
  }

  shutdown() {
    return Promise.resolve();
  }
}
