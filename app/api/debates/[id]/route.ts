import { withRoute } from "@/lib/api/with-route";
import { notFound } from "@/lib/errors";
import { getDebate } from "@/lib/server/debates/get-debate";
import { updateDebate } from "@/lib/server/debates/update-debate";
import { idParam } from "@/lib/validation/fields";
import { updateDebateSchema } from "@/lib/validation/debates";

function debateId(raw: string | undefined): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound("Debate not found");
  return id.data;
}

// GET /api/debates/{id}: one debate (taken down: 404 except for staff)
export const GET = withRoute({ auth: "optional" }, async ({ actor, params }) => getDebate(actor, debateId(params.id)));

// PATCH /api/debates/{id}: staff take down, restore, feature or unfeature
export const PATCH = withRoute({ auth: "staff", body: updateDebateSchema }, async ({ actor, params, body }) =>
  updateDebate(actor, debateId(params.id), body),
);
