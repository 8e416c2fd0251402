// Edge-safe checks shared by proxy.ts and with-route.ts.
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isStateChanging = (method: string) => STATE_CHANGING.has(method.toUpperCase());

/** Why a state-changing request is refused as coming from another site, or null when it is same-site. */
export function crossSiteReason(req: Request, appUrl: string | undefined): string | null {
  if (req.headers.get("sec-fetch-site") === "cross-site") return "Cross-site request refused";
  const origin = req.headers.get("origin");
  if (origin === null) return null;
  if (origin === "null") return "Cross-site request refused";
  const allowed = new Set([new URL(req.url).origin]);
  const host = req.headers.get("host");
  if (host) allowed.add(`${new URL(req.url).protocol}//${host}`);
  if (appUrl) allowed.add(new URL(appUrl).origin);
  return allowed.has(origin) ? null : "Cross-site request refused";
}

/** A body is present and is not JSON (calls without a payload send no body and no content type). */
export function hasNonJsonBody(req: Request): boolean {
  const length = req.headers.get("content-length");
  const hasBody =
    (length !== null && length !== "0") || req.headers.has("transfer-encoding") || req.headers.has("content-type");
  if (!hasBody) return false;
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  return type !== "application/json";
}
