import { ConfigurationError, readEnv } from "@/lib/env";

const NO_TRUSTED_CLIENT_ADDRESS =
  "TRUST_PROXY is not set: per-IP limits (failed logins, registrations) are not applied, since no client address can be trusted; set TRUST_PROXY=1 behind a proxy or host that sets X-Forwarded-For (docs/deploy.md)";

export const NO_CRON_SECRET =
  "CRON_SECRET is not set: POST /api/cron/close-debates refuses every call, so debates close only on their first read after the deadline; set it and schedule the call (docs/deploy.md)";

/** What the server checks at start (instrumentation.ts): a configuration it refuses, and what it warns about. */
export function startupCheck(environment: Record<string, string | undefined> = process.env): {
  refusal: string | null;
  warnings: string[];
} {
  try {
    const { TRUST_PROXY, CRON_SECRET, DEMO_MODE, NODE_ENV } = readEnv(environment);
    const warnings = [
      ...(TRUST_PROXY ? [] : [NO_TRUSTED_CLIENT_ADDRESS]),
      ...(CRON_SECRET || DEMO_MODE || NODE_ENV !== "production" ? [] : [NO_CRON_SECRET]),
    ];
    return { refusal: null, warnings };
  } catch (error) {
    if (error instanceof ConfigurationError) return { refusal: `Refusing to start: ${error.message}`, warnings: [] };
    throw error;
  }
}
