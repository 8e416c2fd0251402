import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  PGLITE_DIR: z.string().default(".data/pglite"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("People's Verdict <no-reply@peoplesverdict.local>"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  DEMO_MODE: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).default("DemoPass123"),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  NEXT_PUBLIC_BUG_REPORT_URL: z.string().url().default("https://forms.gle/peoples-verdict-bugs"),
  // where the server fetches YouTube thumbnails for video posters (a local stand-in in tests)
  VIDEO_THUMBNAIL_ORIGIN: z.string().url().default("https://i.ytimg.com"),
});

export type Env = Omit<z.infer<typeof schema>, "DEMO_MODE" | "SESSION_SECRET"> & {
  DEMO_MODE: boolean;
  SESSION_SECRET: string;
};

// Only for the embedded demo: a real deployment sets SESSION_SECRET (startup refuses otherwise).
const DEMO_SESSION_SECRET = "pv-demo-only-session-secret-change-me-0123456789";

let cached: Env | undefined;

export function env(): Env {
  if (cached && process.env.NODE_ENV !== "test") return cached;
  const parsed = schema.parse(process.env);
  const demo = parsed.DEMO_MODE ?? !parsed.DATABASE_URL;
  if (!parsed.SESSION_SECRET && !demo && parsed.NODE_ENV === "production") {
    throw new Error("SESSION_SECRET is required when DEMO_MODE is off");
  }
  cached = { ...parsed, DEMO_MODE: demo, SESSION_SECRET: parsed.SESSION_SECRET ?? DEMO_SESSION_SECRET };
  return cached;
}
