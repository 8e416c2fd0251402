import { log } from "@/lib/log";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether APP_URL names this machine only (localhost, 127.x, ::1): a demo there is seen by nobody else. */
export function isLoopbackUrl(appUrl: string): boolean {
  let host: string;
  try {
    host = new URL(appUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host);
}

export const PUBLIC_DEMO_WARNING =
  "DEMO_MODE is on at a public address: every mail, with its verification and password-reset links, can be read by anyone at /dev/mailbox, and the demo accounts' password is public. Turn DEMO_MODE off for real users.";

/** At start: a loud warning when demo mode serves an address other machines can reach. True when it warned. */
export function warnIfPublicDemo(
  // runs first at start and must not throw, as env() does on a bad variable
  // eslint-disable-next-line no-restricted-syntax -- for the reason above
  env: Partial<Record<"DEMO_MODE" | "APP_URL" | "DATABASE_URL", string>> = process.env as Record<string, string>,
): boolean {
  const flag = env.DEMO_MODE?.trim().toLowerCase();
  // as lib/env.ts reads it, without its checks: this runs before anything else and must not throw
  const demo = flag === undefined ? !env.DATABASE_URL : ["1", "true", "yes", "on"].includes(flag);
  if (!demo || !env.APP_URL || isLoopbackUrl(env.APP_URL)) return false;
  log("warn", `!!! ${PUBLIC_DEMO_WARNING} !!!`, { appUrl: env.APP_URL });
  return true;
}
