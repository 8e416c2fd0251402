import { NextResponse } from "next/server";
import { parseRouteId } from "@/lib/api/parse-input";
import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { recordPlay } from "@/lib/server/leans/record-play";

// POST /api/debates/{id}/play: the signed-in user's first play of the debate's video (a later lean is late); once
export const POST = withRoute({ auth: "user" }, async ({ actor, params }) => {
  await recordPlay(actor, parseRouteId(params.id, "Debate not found"));
  return new NextResponse(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
