import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import type { ErrorCode } from "@/lib/errors";
import { checkHealth } from "@/lib/server/health/check-health";
import { version } from "@/package.json";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/health: 200 {status: "ok", version} when the database answers and its migrations are current, else 503
// {status: "unavailable", code: "UNAVAILABLE"} (the code every error answer carries, lib/errors.ts); nothing more (no
// database or error detail), for load balancers and uptime checks
export const GET = withRoute({ auth: "public" }, async () => {
  const healthy = await checkHealth();
  const res = healthy
    ? NextResponse.json({ status: "ok", version })
    : NextResponse.json(
        { status: "unavailable", code: "UNAVAILABLE" satisfies ErrorCode },
        { status: 503, headers: { "Retry-After": "5" } },
      );
  res.headers.set("Cache-Control", "no-store");
  return res;
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
