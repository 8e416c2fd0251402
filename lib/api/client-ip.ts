import { env } from "@/lib/env";

/**
 * The client address for per-IP limits. X-Forwarded-For is trusted only with TRUST_PROXY; otherwise the
 * production server (scripts/start.ts) stamps x-pv-client-ip from the socket, overwriting any sent value.
 */
export function clientIp(req: Request): string {
  if (env().TRUST_PROXY) {
    const first = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.headers.get("x-pv-client-ip") ?? "local";
}
