import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { statusOf, tracingNow } from "@/lib/tracing/in-span";

// A client span per database query, named by its verb and first table ("INSERT votes"), with its
// row count and duration: never its text, never its parameters. Made only inside a recording span, so with tracing
// off a query costs one look at the active context.

const VERB = /\b(select|insert|update|delete|begin|commit|rollback|savepoint|release|set|create|alter|drop|lock)\b/i;
const TABLE = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i;

/** "INSERT votes", "SELECT debates", "BEGIN": what a span may say of a statement (for `with`, its main one). */
export function statementName(text: string): string {
  // what is inside parentheses (a CTE's body, a subquery, a column list) is not the statement's own verb or table
  let outer = text;
  for (let inner = outer.replace(/\([^()]*\)/g, " "); inner !== outer; inner = outer.replace(/\([^()]*\)/g, " "))
    outer = inner;
  const verb = VERB.exec(outer);
  if (!verb) return "QUERY";
  const name = verb[1].toUpperCase();
  const table = TABLE.exec(outer.slice(verb.index))?.[1];
  return table && ["SELECT", "INSERT", "UPDATE", "DELETE", "LOCK"].includes(name) ? `${name} ${table}` : name;
}

type Query = (...args: unknown[]) => unknown;
const textOf = (first: unknown) =>
  typeof first === "string"
    ? first
    : typeof (first as { text?: unknown })?.text === "string"
      ? (first as { text: string }).text
      : "";
const rowsOf = (result: unknown) => {
  const r = result as { rowCount?: unknown; rows?: unknown; affectedRows?: unknown } | null;
  if (typeof r?.rowCount === "number") return r.rowCount;
  if (typeof r?.affectedRows === "number" && r.affectedRows > 0) return r.affectedRows;
  return Array.isArray(r?.rows) ? r.rows.length : undefined;
};

/** `query` wrapped: a promise-form call inside a recording span gets its own client span. */
export function tracedQuery(query: Query, system: "postgresql"): Query {
  return function (this: unknown, ...args: unknown[]) {
    // a callback-form call (pg's pool.query calling its client) is the inside of a call already traced
    if (!tracingNow() || typeof args.at(-1) === "function") return query.apply(this, args);
    const span = trace.getTracer("peoples-verdict").startSpan(statementName(textOf(args[0])), {
      kind: SpanKind.CLIENT,
      attributes: { "db.system": system },
    });
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then(
      (value: unknown) => {
        const rows = rowsOf(value);
        if (rows !== undefined) span.setAttribute("db.response.returned_rows", rows);
        span.end();
        return value;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: statusOf(error) });
        span.end();
        throw error;
      },
    );
  };
}
