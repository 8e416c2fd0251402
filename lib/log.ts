// One log line per event. Production: one JSON object per line ({"level","time","msg","requestId",...}), for a log
// collector. Elsewhere: readable text. Isomorphic (no Node imports): proxy.ts and instrumentation.ts use it too.
// Nothing that calls it passes parameter values, tokens, session keys, emails or passwords; describeError scrubs
// what an error's own message could quote (decisions.md, 'Deployment').

import { currentTraceId } from "@/lib/tracing/in-span";

type LogLevel = "info" | "warn" | "error";
type LogFields = Record<string, string | number | boolean | null | undefined>;

const json = () => process.env.NODE_ENV === "production";

export function formatLine(level: LogLevel, msg: string, fields: LogFields = {}, asJson = json()): string {
  const defined = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (asJson) return JSON.stringify({ level, time: new Date().toISOString(), msg, ...Object.fromEntries(defined) });
  const rest = defined
    .map(([k, v]) => `${k}=${typeof v === "string" && /\s/.test(v) ? JSON.stringify(v) : String(v)}`)
    .join(" ");
  return `[${level}] ${msg}${rest ? ` ${rest}` : ""}`;
}

export function log(level: LogLevel, msg: string, fields?: LogFields) {
  // a line written inside a traced request names its trace (lib/tracing), so a collector can join the two
  const traceId = currentTraceId();
  const line = formatLine(level, msg, traceId ? { ...fields, traceId } : fields);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** What an error's message may quote, out: quoted values, e-mail addresses, long tokens, drizzle's "params:" tail. */
export function scrubMessage(message: string): string {
  const cut = message.replace(/\n?params: [\s\S]*$/, "");
  // drizzle's "Failed query: <sql>" holds placeholders ($1), never values: its quotes are identifiers
  const unquoted = cut.startsWith("Failed query: ")
    ? cut
    : cut.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '"?"');
  return unquoted
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, "[email]")
    .replace(/[A-Za-z0-9+/_~.-]{24,}={0,2}/g, (token) => (/^[a-z_.]+$/i.test(token) ? token : "[redacted]"));
}

/**
 * An error for a log line: its name, its code, its scrubbed message and its stack frames (never the values of a
 * failed query, which can hold hashes, emails and session keys: lib/db/scrub-errors.ts keeps them out of errors).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? scrubMessage(error) : typeof error;
  const parts: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 4; depth++) {
    const coded = e as Error & { code?: unknown; constraint?: unknown; query?: unknown };
    const code =
      typeof coded.code === "string"
        ? ` [${coded.code}${typeof coded.constraint === "string" ? ` ${coded.constraint}` : ""}]`
        : "";
    const frames = (e.stack ?? "")
      .split("\n")
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 8)
      .join("\n");
    parts.push(
      `${depth ? "caused by " : ""}${e.name}${code}: ${scrubMessage(e.message)}${frames ? `\n${frames}` : ""}`,
    );
    e = e.cause;
  }
  return parts.join("\n");
}
