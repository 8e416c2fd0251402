import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { unauthorized } from "@/lib/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether the Authorization header is exactly `Bearer CRON_SECRET` (the Vercel Cron convention). Both sides are
 * hashed first, so the comparison takes the same time whatever the header's length or how much of it matches.
 * Without CRON_SECRET nothing matches.
 */
export function hasCronSecret(authorization: string | null): boolean {
  const secret = env().CRON_SECRET;
  const given = digest(authorization ?? "");
  const expected = digest(`Bearer ${secret ?? ""}`);
  return timingSafeEqual(given, expected) && !!secret;
}

/** 401 unless the Authorization header carries the cron secret (hasCronSecret). */
export function requireCronSecret(authorization: string | null): void {
  if (!hasCronSecret(authorization)) throw unauthorized("Unauthorized");
}
