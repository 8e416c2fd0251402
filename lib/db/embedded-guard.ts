// The embedded PGlite is for one machine and demo use (decisions.md 'Deployment'). On a serverless host every
// instance would get its own empty database on a disk that vanishes; in production without demo mode it would
// quietly keep real users' data in a folder beside the app. Both refuse, saying what to set instead.
import { serverlessMarker } from "@/lib/serverless-host";

const on = (value: string) => ["1", "true", "on", "yes"].includes(value.toLowerCase());

/** Why the embedded database must not open in this environment, or null when it may (DATABASE_URL is unset). */
// decides before the database opens, from the raw variables, and names DATABASE_URL rather than throw on another one as
// env() would
// eslint-disable-next-line no-restricted-syntax -- for the reason above
export function embeddedDatabaseRefusal(environment: Record<string, string | undefined> = process.env): string | null {
  const marker = serverlessMarker(environment);
  if (marker) {
    return (
      `DATABASE_URL is not set, and the embedded database cannot run on a serverless host (${marker} is set): ` +
      "set DATABASE_URL to a PostgreSQL database (the pooled URL on a managed host; see docs/deploy.md)."
    );
  }
  // lib/env.ts: without DATABASE_URL demo mode is on unless DEMO_MODE says otherwise
  const demo = environment.DEMO_MODE === undefined || on(environment.DEMO_MODE);
  if (environment.NODE_ENV === "production" && !demo) {
    return (
      "DATABASE_URL is not set, and the embedded database is for demo use only (DEMO_MODE is off in production): " +
      "set DATABASE_URL to a PostgreSQL database (see docs/deploy.md), or DEMO_MODE=1 for a demo."
    );
  }
  return null;
}
