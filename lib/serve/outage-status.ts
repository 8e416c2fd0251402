import type { ServerResponse } from "node:http";
import { PAGE_RETRY_AFTER_SECONDS, unavailableStatus } from "@/lib/server/page-availability";

/**
 * For the pages scripts/start.ts hands to Next: a 500 that a database outage caused (lib/server/page-availability.ts)
 * leaves as 503 with Retry-After, never stored by anyone in between. Next cannot answer a page with 503 itself; under
 * plain `next start` the same page answers 500.
 */
export function answerOutagesWith503(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const replaced = unavailableStatus(status);
    if (replaced) {
      this.statusCode = replaced;
      this.setHeader("retry-after", String(PAGE_RETRY_AFTER_SECONDS));
      this.setHeader("cache-control", "no-store");
      if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, replaced, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse["writeHead"];
}
