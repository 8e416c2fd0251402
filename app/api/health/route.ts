import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { allows } from "@/lib/auth/guards";
import { hasCronSecret } from "@/lib/auth/cron-secret";
import type { ErrorCode } from "@/lib/errors";
import { checkHealth } from "@/lib/server/health/check-health";
import { getHealthDetail } from "@/lib/server/health/health-detail";
import { version } from "@/package.json";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/health: 200 {status: "ok", version} when the database answers and its migrations are current, else 503
// {status: "unavailable", code: "UNAVAILABLE"} (the code every error answer carries, lib/errors.ts); nothing more (no
// database or error detail), for load balancers and uptime checks. Staff, or a caller with `Bearer CRON_SECRET`, also
// get `detail`: the operator's numbers (lib/server/health/health-detail.ts).
export const GET = withRoute({ auth: "optional" }, async ({ req, actor }) => {
  const healthy = await checkHealth();
  const operator = (actor && allows(actor, "staff")) || hasCronSecret(req.headers.get("authorization"));
  const res = healthy
    ? NextResponse.json({ status: "ok", version, ...(operator ? { detail: await getHealthDetail() } : {}) })
    : NextResponse.json(
        { status: "unavailable", code: "UNAVAILABLE" satisfies ErrorCode },
        { status: 503, headers: { "Retry-After": "5" } },
      );
  res.headers.set("Cache-Control", "no-store");
  return res;
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
