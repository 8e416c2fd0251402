import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

// calibrated in docs/decisions/0016-proof-of-work.md
const POW_DEFAULT_COST = 5_000;
const POW_DEFAULT_MAX_COUNTER = 2_400;

/** A positive integer, its default when unset or empty. */
const count = (fallback: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).default(fallback));

// TRUST_PROXY: how many proxies in front append to X-Forwarded-For (docs/deploy.md); a yes counts as one
const YES_NO: Record<string, string> = { "": "0", false: "0", off: "0", no: "0", true: "1", on: "1", yes: "1" };
const hops = z.preprocess(
  (v) => (typeof v === "string" && Object.hasOwn(YES_NO, v) ? YES_NO[v] : (v ?? "0")),
  z
    .string()
    .regex(/^\d{1,2}$/, "must be the number of proxies in front that add to X-Forwarded-For (docs/deploy.md)")
    .transform(Number),
);

const optional = <T extends z.ZodType>(s: T) => s.optional().or(z.literal("").transform(() => undefined));

/**
 * What opens the database (lib/db), read apart from the rest: the scripts that open it (migrate, seed) run where the
 * app's other settings need not be set. DATABASE_URL and PGLITE_DIR as lib/db has always read them (empty is unset);
 * env() checks that DATABASE_URL is a URL at start.
 */
const database = z.object({
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  PGLITE_DIR: z
    .string()
    .optional()
    .transform((v) => v || ".data/pglite"),
  // connections per app process (each npm start worker, each serverless instance)
  DB_POOL_MAX: count(10),
  // named prepared statements (lib/db/prepared.ts): only on a direct connection, a transaction-mode pooler refuses them
  DB_PREPARED_STATEMENTS: flag.default(false),
});

/**
 * Tracing's variables (lib/tracing/register-tracing.ts), the OpenTelemetry SDK's own: an endpoint turns tracing on.
 * Read apart from env(), as tracing starts before the start check (instrumentation.ts) and must not throw.
 */
const tracing = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .optional()
    .transform((v) => v || "peoples-verdict"),
});

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional(z.string().url()),
  PGLITE_DIR: z.string().default(".data/pglite"),
  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters (openssl rand -base64 48)")),
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("People's Verdict <no-reply@peoplesverdict.local>"),
  APP_URL: optional(z.string().url()),
  // set by npm start for its workers when APP_URL is not: the front's address, which the default APP_URL follows
  DEFAULT_APP_URL: optional(z.string().url()),
  // set by `next start` to the port it listens on (and by the operator): the default APP_URL follows it
  PORT: optional(z.string().regex(/^\d{1,5}$/)),
  DEMO_MODE: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).default("DemoPass123"),
  REDIS_URL: z.string().optional(),
  // staff (moderator, admin) must have a second factor to use any staff page or call
  // (docs/decisions/0024-second-factor.md); on unless set off, and off by default in demo mode so the demo accounts
  // work with their password alone
  REQUIRE_STAFF_SECOND_FACTOR: flag.optional(),
  // the key of the keyed hashes that stand for client addresses and networks (limit keys, an account's registration
  // network: docs/decisions/0015-networks-and-mailboxes.md); unset, one is derived from SESSION_SECRET. Changing it
  // unlinks every stored hash from the addresses that made it.
  ADDRESS_HASH_SECRET: optional(z.string().min(32, "must be at least 32 characters (openssl rand -base64 48)")),
  TRUST_PROXY: hops,
  NEXT_PUBLIC_BUG_REPORT_URL: z.string().url().default("https://forms.gle/peoples-verdict-bugs"),
  // the Bearer secret of POST /api/cron/close-debates (Vercel Cron sends it); unset, that call refuses everyone
  CRON_SECRET: optional(z.string().min(16, "must be at least 16 characters (openssl rand -base64 32)")),
  // where the server fetches YouTube thumbnails for video posters (a local stand-in in tests)
  VIDEO_THUMBNAIL_ORIGIN: z.string().url().default("https://i.ytimg.com"),
  // the proof of work at registration (docs/decisions/0016-proof-of-work.md): PBKDF2 iterations per attempt, and the
  // largest number of attempts a challenge asks for (each asks for a random number up to it). Lower only in tests.
  POW_COST: count(POW_DEFAULT_COST),
  POW_MAX_COUNTER: count(POW_DEFAULT_MAX_COUNTER),
  // checked at start too, though lib/db reads them through databaseEnv()
  DB_POOL_MAX: database.shape.DB_POOL_MAX,
  DB_PREPARED_STATEMENTS: database.shape.DB_PREPARED_STATEMENTS,
});

type Env = Omit<
  z.infer<typeof schema>,
  "DEMO_MODE" | "REQUIRE_STAFF_SECOND_FACTOR" | "SESSION_SECRET" | "APP_URL" | "PORT" | "DEFAULT_APP_URL"
> & {
  DEMO_MODE: boolean;
  REQUIRE_STAFF_SECOND_FACTOR: boolean;
  SESSION_SECRET: string;
  APP_URL: string;
};

// Only for tests and scripts: a demo server makes its own (lib/demo-secret.ts), a real deployment sets SESSION_SECRET.
const DEMO_SESSION_SECRET = "pv-demo-only-session-secret-change-me-0123456789";

/** A configuration the app refuses to run with; its message names the variable. */
export class ConfigurationError extends Error {
  name = "ConfigurationError";
}

/**
 * The environment read and checked, uncached (decisions.md 'Deployment'). In production without DEMO_MODE a missing
 * SESSION_SECRET or APP_URL is refused; elsewhere APP_URL defaults to the address the server listens on, PORT
 * included, so mail and share links work on a changed port.
 */
export function readEnv(environment: Record<string, string | undefined> = process.env): Env {
  const parsed = parse(schema, environment);
  const demo = parsed.DEMO_MODE ?? !parsed.DATABASE_URL;
  if (parsed.NODE_ENV === "production" && !demo) {
    if (!parsed.SESSION_SECRET) {
      throw new ConfigurationError(
        "SESSION_SECRET is not set: set it to 32+ random characters (openssl rand -base64 48), or DEMO_MODE=1 for a demo",
      );
    }
    if (!parsed.APP_URL) {
      throw new ConfigurationError(
        "APP_URL is not set: set it to the site's public origin (https://…), or DEMO_MODE=1 for a demo",
      );
    }
  }
  const { PORT, DEFAULT_APP_URL, ...rest } = parsed;
  return {
    ...rest,
    DEMO_MODE: demo,
    REQUIRE_STAFF_SECOND_FACTOR: parsed.REQUIRE_STAFF_SECOND_FACTOR ?? !demo,
    SESSION_SECRET: parsed.SESSION_SECRET ?? DEMO_SESSION_SECRET,
    APP_URL: parsed.APP_URL ?? DEFAULT_APP_URL ?? `http://localhost:${PORT ?? "3000"}`,
  };
}

/** `environment` checked by `s`; a ConfigurationError naming the first variable it refuses. */
function parse<T extends z.ZodType>(s: T, environment: Record<string, string | undefined>): z.infer<T> {
  const result = s.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigurationError(`${issue.path.join(".")} ${issue.message}`);
  }
  return result.data;
}

/** The database's settings (lib/db), read now, uncached; a ConfigurationError on a value they refuse. */
export const databaseEnv = (environment: Record<string, string | undefined> = process.env) =>
  parse(database, environment);

/** Tracing's settings (lib/tracing/register-tracing.ts): whether an OTLP endpoint is set, and the service's name. */
export function tracingEnv(environment: Record<string, string | undefined> = process.env) {
  const t = tracing.parse(environment);
  return {
    on: !!(t.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || t.OTEL_EXPORTER_OTLP_ENDPOINT),
    serviceName: t.OTEL_SERVICE_NAME,
  };
}

let cached: Env | undefined;

export function env(): Env {
  if (cached && process.env.NODE_ENV !== "test") return cached;
  cached = readEnv();
  return cached;
}
