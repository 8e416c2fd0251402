import { ConfigurationError, readEnv } from "@/lib/env";
import { serverlessMarker } from "@/lib/serverless-host";

const CONNECTION_ADDRESSES =
  "TRUST_PROXY is not set: per-address limits (failed logins, registrations) count each client by its connection's own address, so behind a proxy or a host's edge every visitor would share the proxy's; there, set TRUST_PROXY to the number of proxies in front (docs/deploy.md)";

export const NO_CRON_SECRET =
  "CRON_SECRET is not set: POST /api/cron/close-debates refuses every call, so debates close only on their first read after the deadline; set it and schedule the call (docs/deploy.md)";

const NO_CLIENT_ADDRESS =
  "TRUST_PROXY is not set on a serverless host, so no client address can be known and per-address limits could not apply: set TRUST_PROXY=1 (docs/deploy.md gives the number for each host)";

/**
 * What the server checks at start (instrumentation.ts): a configuration it refuses, and what it warns about. The
 * environment is the process's unless a test gives one (readEnv's and serverlessMarker's default).
 */
export function startupCheck(environment?: Record<string, string | undefined>): {
  refusal: string | null;
  warnings: string[];
} {
  try {
    const { TRUST_PROXY, CRON_SECRET, DEMO_MODE, NODE_ENV } = readEnv(environment);
    // a serverless host's connections all come from its own edge: the server edge sees no client's address there
    if (!TRUST_PROXY && serverlessMarker(environment) && NODE_ENV === "production")
      return { refusal: `Refusing to start: ${NO_CLIENT_ADDRESS}`, warnings: [] };
    const warnings = [
      ...(TRUST_PROXY ? [] : [CONNECTION_ADDRESSES]),
      ...(CRON_SECRET || DEMO_MODE || NODE_ENV !== "production" ? [] : [NO_CRON_SECRET]),
    ];
    return { refusal: null, warnings };
  } catch (error) {
    if (error instanceof ConfigurationError) return { refusal: `Refusing to start: ${error.message}`, warnings: [] };
    throw error;
  }
}
