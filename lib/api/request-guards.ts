// Edge-safe checks shared by proxy.ts and with-route.ts.
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const isStateChanging = (method: string) => STATE_CHANGING.has(method.toUpperCase());

/** Why a state-changing request is refused as coming from another site, or null when it is same-site. */
export function crossSiteReason(req: Request, appUrl: string | undefined): string | null {
  if (req.headers.get("sec-fetch-site") === "cross-site") return "Cross-site request refused";
  const origin = req.headers.get("origin");
  if (origin === null) return null;
  if (origin === "null") return "Cross-site request refused";
  const url = new URL(req.url);
  const host = req.headers.get("host");
  const allowed =
    origin === url.origin || (host !== null && origin === `${url.protocol}//${host}`) || origin === originOf(appUrl);
  return allowed ? null : "Cross-site request refused";
}

// APP_URL's origin, parsed once per value rather than on every state-changing request
let app: { url: string; origin: string } | undefined;
function originOf(appUrl: string | undefined): string | undefined {
  if (!appUrl) return undefined;
  if (app?.url !== appUrl) app = { url: appUrl, origin: new URL(appUrl).origin };
  return app.origin;
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
